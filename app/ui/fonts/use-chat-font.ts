import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useUiConfig } from '../ui-config/ui-config'
import { type ChatFontStore, chatFontStore } from './chat-font-store'
import type { FontFamily } from './font-catalog'
import { fontStackFor } from './font-loader'

/**
 * The user's chat font: which family, whether it has loaded, the CSS `font-family` to use (the
 * system stack until the family is ready, and for good if it misses `ui.fontLoadTimeoutMs`),
 * and `choose` to change it.
 */
export function useChatFont(store: ChatFontStore = chatFontStore) {
  const { fontLoadTimeoutMs } = useUiConfig()
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  useEffect(() => store.restore(fontLoadTimeoutMs), [store, fontLoadTimeoutMs])
  const choose = useCallback(
    (family: FontFamily | null) => store.choose(family, fontLoadTimeoutMs),
    [store, fontLoadTimeoutMs],
  )
  return {
    ...state,
    fontFamily: fontStackFor(state.status === 'ready' ? state.family : null),
    choose,
  }
}
