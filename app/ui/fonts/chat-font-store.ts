import { browserStorage } from '../../lib/browser-storage'
import { type FontFamily, isFontFamily } from './font-catalog'
import { type FontLoadResult, loadFontFamily } from './font-loader'

export type ChatFontStatus = 'system' | 'loading' | 'ready' | 'fallback'

export interface ChatFontState {
  /** The family the user chose, or null for the system font. */
  family: FontFamily | null
  status: ChatFontStatus
}

/** Where the choice is kept until the user profile stores it on the server. */
export const CHAT_FONT_STORAGE_KEY = 'chat_font'

export interface ChatFontStoreDeps {
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  load: (family: FontFamily, timeoutMs: number) => Promise<FontLoadResult>
}

const browserDeps: ChatFontStoreDeps = {
  storage: () => browserStorage('localStorage'),
  load: (family, timeoutMs) => loadFontFamily(family, { timeoutMs }),
}

const systemState: ChatFontState = { family: null, status: 'system' }

/**
 * The chat font choice, shared by every component that shows or changes it (one subscription
 * store for `useSyncExternalStore`). A choice made while another family is still loading wins:
 * a late result for an earlier family is ignored.
 */
export function createChatFontStore(deps: ChatFontStoreDeps = browserDeps) {
  let state: ChatFontState = systemState
  let restored = false
  const listeners = new Set<() => void>()
  const set = (next: ChatFontState) => {
    state = next
    for (const listener of listeners) listener()
  }

  const apply = async (family: FontFamily | null, timeoutMs: number) => {
    if (!family) return set(systemState)
    set({ family, status: 'loading' })
    const result = await deps.load(family, timeoutMs)
    if (state.family === family) set({ family, status: result === 'loaded' ? 'ready' : 'fallback' })
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    getServerSnapshot: () => systemState,
    /** Picks up a choice saved earlier in this browser (once). */
    restore(timeoutMs: number) {
      if (restored) return
      restored = true
      const saved = deps.storage()?.getItem(CHAT_FONT_STORAGE_KEY)
      if (isFontFamily(saved)) void apply(saved, timeoutMs)
    },
    choose(family: FontFamily | null, timeoutMs: number) {
      restored = true
      const storage = deps.storage()
      if (family) storage?.setItem(CHAT_FONT_STORAGE_KEY, family)
      else storage?.removeItem(CHAT_FONT_STORAGE_KEY)
      return apply(family, timeoutMs)
    },
  }
}

export type ChatFontStore = ReturnType<typeof createChatFontStore>

export const chatFontStore = createChatFontStore()
