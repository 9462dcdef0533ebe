import { describe, expect, it, vi } from 'vitest'
import { CHAT_FONT_STORAGE_KEY, type ChatFontStoreDeps, createChatFontStore } from './chat-font-store'
import type { FontLoadResult } from './font-loader'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

function deferred() {
  let resolve: (value: FontLoadResult) => void = () => {}
  const promise = new Promise<FontLoadResult>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('chat font store', () => {
  it('stores the choice, is loading, then ready', async () => {
    const storage = memoryStorage()
    const load = vi.fn<ChatFontStoreDeps['load']>(async () => 'loaded')
    const store = createChatFontStore({ storage: () => storage, load })
    const pending = store.choose('Poppins', 3000)
    expect(store.getSnapshot()).toEqual({ family: 'Poppins', status: 'loading' })
    await pending
    expect(store.getSnapshot()).toEqual({ family: 'Poppins', status: 'ready' })
    expect(storage.data.get(CHAT_FONT_STORAGE_KEY)).toBe('Poppins')
    expect(load).toHaveBeenCalledWith('Poppins', 3000)
  })

  it('marks a family that did not load in time as fallback', async () => {
    const store = createChatFontStore({ storage: () => memoryStorage(), load: async () => 'fallback' })
    await store.choose('Lobster', 3000)
    expect(store.getSnapshot()).toEqual({ family: 'Lobster', status: 'fallback' })
  })

  it('restores a saved choice once and ignores a value that is not a family', async () => {
    const load = vi.fn<ChatFontStoreDeps['load']>(async () => 'loaded')
    const saved = createChatFontStore({
      storage: () => memoryStorage({ [CHAT_FONT_STORAGE_KEY]: 'Pacifico' }),
      load,
    })
    saved.restore(3000)
    saved.restore(3000)
    await vi.waitFor(() => expect(saved.getSnapshot().status).toBe('ready'))
    expect(load).toHaveBeenCalledOnce()
    const junk = createChatFontStore({
      storage: () => memoryStorage({ [CHAT_FONT_STORAGE_KEY]: 'Comic Sans' }),
      load,
    })
    junk.restore(3000)
    expect(junk.getSnapshot()).toEqual({ family: null, status: 'system' })
  })

  it('lets the latest choice win over a slower earlier one, and goes back to the system font', async () => {
    const slow = deferred()
    const storage = memoryStorage()
    const store = createChatFontStore({
      storage: () => storage,
      load: (family) => (family === 'Montserrat' ? slow.promise : Promise.resolve('loaded')),
    })
    const first = store.choose('Montserrat', 3000)
    await store.choose('Inconsolata', 3000)
    slow.resolve('loaded')
    await first
    expect(store.getSnapshot()).toEqual({ family: 'Inconsolata', status: 'ready' })
    await store.choose(null, 3000)
    expect(store.getSnapshot()).toEqual({ family: null, status: 'system' })
    expect(storage.data.has(CHAT_FONT_STORAGE_KEY)).toBe(false)
  })

  it('notifies subscribers and renders the system font on the server', async () => {
    const store = createChatFontStore({ storage: () => undefined, load: async () => 'loaded' })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    await store.choose('Sacramento', 3000)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    await store.choose(null, 3000)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getServerSnapshot()).toEqual({ family: null, status: 'system' })
  })
})
