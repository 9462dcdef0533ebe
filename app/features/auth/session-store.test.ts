import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  REFRESH_TOKEN_KEY,
  SessionCheckInconclusive,
  type SessionDeps,
  SessionStore,
  type SessionUser,
  TOKEN_KEY,
} from './session-store'

const user: SessionUser = {
  id: 'u1',
  name: 'Hanako',
  email: 'hanako@example.test',
  tenantId: 't1',
  role: 'member',
  isSystemAdminLogin: false,
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

function makeStore(fetchSession: SessionDeps['fetchSession'], extra: Partial<SessionDeps> = {}) {
  const storage = memoryStorage()
  const store = new SessionStore({
    fetchSession,
    storage,
    refreshIntervalMs: 290_000,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    ...extra,
  })
  return { store, storage }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SessionStore', () => {
  it('starts loading, then checks the stored token', async () => {
    const fetchSession = vi.fn(async (token: string | null) => (token === 'good' ? user : null))
    const { store, storage } = makeStore(fetchSession)
    storage.setItem(TOKEN_KEY, 'good')
    expect(store.getState()).toEqual({ status: 'loading' })
    store.start()
    await vi.waitFor(() => expect(store.getState().status).toBe('authenticated'))
    expect(fetchSession).toHaveBeenCalledWith('good')
    store.stop()
  })

  it('a 401 ends the session on the server once, then locally, as an expiry (not a sign-out)', async () => {
    let release: () => void = () => undefined
    const signOutEndpoint = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const { store, storage } = makeStore(async () => user, { signOutEndpoint })
    storage.setItem(TOKEN_KEY, 'good')
    store.start()
    await vi.waitFor(() => expect(store.getState().status).toBe('authenticated'))
    const seen: string[] = []
    store.subscribe((state) => seen.push(state.status))
    // Three calls answered 401 at once (the sign-out call may be a fourth): one server sign-out.
    const ended = [store.endRejectedSession(), store.endRejectedSession(), store.endRejectedSession()]
    expect(signOutEndpoint).toHaveBeenCalledTimes(1)
    expect(store.getState().status).toBe('authenticated')
    release()
    await Promise.all(ended)
    expect(seen).toEqual(['unauthenticated'])
    expect(storage.getItem(TOKEN_KEY)).toBeNull()
    // Listeners take it as the session ending elsewhere, so they go to the sign-in page.
    expect(store.signingOut).toBe(false)
    store.stop()
  })

  it('a 401 still clears the session when the server sign-out fails', async () => {
    const { store } = makeStore(async () => user, {
      signOutEndpoint: vi.fn(async () => {
        throw new Error('network')
      }),
    })
    store.start()
    await vi.waitFor(() => expect(store.getState().status).toBe('authenticated'))
    await store.endRejectedSession()
    expect(store.getState().status).toBe('unauthenticated')
    store.stop()
  })

  it('clears the token when the check says signed out', async () => {
    const { store, storage } = makeStore(async () => null)
    storage.setItem(TOKEN_KEY, 'stale')
    storage.setItem(REFRESH_TOKEN_KEY, 'r')
    await store.refresh()
    expect(store.getState()).toEqual({ status: 'unauthenticated' })
    expect(storage.map.size).toBe(0)
  })

  it('keeps the session when the server was too busy to check it (429)', async () => {
    let busy = false
    const { store, storage } = makeStore(async () => {
      if (busy) throw new SessionCheckInconclusive('429')
      return user
    })
    storage.setItem(TOKEN_KEY, 't')
    await store.refresh()
    busy = true
    await store.refresh()
    expect(store.getState()).toEqual({ status: 'authenticated', user })
    expect(storage.getItem(TOKEN_KEY)).toBe('t')
  })

  it('clears session and token when the session fetch fails', async () => {
    let fail = false
    const { store, storage } = makeStore(async () => {
      if (fail) throw new Error('network')
      return user
    })
    storage.setItem(TOKEN_KEY, 't')
    await store.refresh()
    expect(store.getState().status).toBe('authenticated')
    fail = true
    await store.refresh()
    expect(store.getState()).toEqual({ status: 'unauthenticated' })
    expect(storage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('refreshes every 290 s and when the window becomes visible', async () => {
    const fetchSession = vi.fn(async () => user)
    const { store } = makeStore(fetchSession)
    store.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchSession).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(289_999)
    expect(fetchSession).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchSession).toHaveBeenCalledTimes(2)
    store.onVisible()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchSession).toHaveBeenCalledTimes(3)
    store.stop()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(fetchSession).toHaveBeenCalledTimes(3)
  })

  it('shares one request between concurrent refreshes', async () => {
    const fetchSession = vi.fn(async () => user)
    const { store } = makeStore(fetchSession)
    await Promise.all([store.refresh(), store.refresh(), store.refresh()])
    expect(fetchSession).toHaveBeenCalledTimes(1)
  })

  it('sign-out calls the endpoint and clears session, token and refresh token even if it fails', async () => {
    const signOutEndpoint = vi.fn(async () => {
      throw new Error('offline')
    })
    const { store, storage } = makeStore(async () => user, { signOutEndpoint })
    storage.setItem(TOKEN_KEY, 't')
    storage.setItem(REFRESH_TOKEN_KEY, 'r')
    await store.refresh()
    const states: string[] = []
    store.subscribe((state) => states.push(state.status))
    await expect(store.signOut()).rejects.toThrow('offline')
    expect(signOutEndpoint).toHaveBeenCalledOnce()
    expect(storage.map.size).toBe(0)
    expect(states).toEqual(['unauthenticated'])
  })

  it('starts from the session the server rendered with', () => {
    const storage = memoryStorage()
    const deps = { fetchSession: async () => user, storage, refreshIntervalMs: 1, setInterval, clearInterval }
    expect(new SessionStore(deps, user).getState()).toEqual({ status: 'authenticated', user })
    expect(new SessionStore(deps, null).getState()).toEqual({ status: 'unauthenticated' })
  })
})
