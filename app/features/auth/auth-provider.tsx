import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import type { PublicConfig } from '#root/app.config'
import { browserStorage } from '../../lib/browser-storage'
import { setUnauthorizedHandler } from '../../lib/http'
import { isAdminPath, loginLocation } from './access-rules.shared'
import { callSignOut, fetchSessionUser } from './auth-client'
import { sessionQuery } from './session-query'
import { type SessionState, SessionStore, type SessionUser } from './session-store'

interface AuthContextValue {
  state: SessionState
  store: SessionStore
  /** Signs out (spec §4) and leaves for the sign-in page of the current area. */
  signOut(): Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

const serverStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

export function AuthProvider({
  config,
  initialUser,
  checksSession = true,
  children,
}: {
  config: PublicConfig
  initialUser: SessionUser | null
  /** False on the refusal page of an IP allow-list (ADR 035): the server refuses every check there. */
  checksSession?: boolean
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  // One store for the life of the page.
  const [store] = useState(
    (): SessionStore =>
      new SessionStore(
        {
          fetchSession: (token) => fetchSessionUser(config.auth, token),
          signOutEndpoint: config.auth.endpoints.signOut
            ? () => callSignOut(config.auth, store.token)
            : undefined,
          storage: browserStorage('localStorage') ?? serverStorage,
          refreshIntervalMs: config.session.refreshIntervalMs,
          setInterval: (callback, ms) => window.setInterval(callback, ms),
          clearInterval: (handle) => window.clearInterval(handle as number),
        },
        initialUser,
      ),
  )
  const state = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getState(),
    () => store.getState(),
  )

  useEffect(() => {
    if (!checksSession) return
    store.start()
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && config.session.refreshOnVisibility) store.onVisible()
    }
    document.addEventListener('visibilitychange', onVisibility)
    // A 401 from any call signs the user out and goes to /login (spec §6). On a sign-in page
    // nobody is signed in, so a rejected password stays on the form.
    setUnauthorizedHandler(() => {
      if (store.getState().status !== 'authenticated') return
      void store.endRejectedSession()
    })
    // A session check that answers while the page is being left must not start a second
    // navigation (it would cancel the one under way).
    let leaving = false
    const onLeave = () => {
      leaving = true
    }
    window.addEventListener('beforeunload', onLeave)
    let wasAuthenticated = store.getState().status === 'authenticated'
    const unsubscribe = store.subscribe((next) => {
      queryClient.setQueryData(sessionQuery.queryKey, next.status === 'authenticated' ? next.user : null)
      if (wasAuthenticated && next.status === 'unauthenticated' && !store.signingOut && !leaving) {
        // The session ended elsewhere (expired, revoked, 401): leave the protected page.
        const path = window.location.pathname
        window.location.assign(
          isAdminPath(path) ? '/admin/login' : loginLocation(path, path + window.location.search),
        )
      }
      wasAuthenticated = next.status === 'authenticated'
    })
    return () => {
      store.stop()
      unsubscribe()
      setUnauthorizedHandler(undefined)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('beforeunload', onLeave)
    }
  }, [store, queryClient, config.session.refreshOnVisibility, checksSession])

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      store,
      async signOut() {
        const admin = isAdminPath(window.location.pathname)
        try {
          await store.signOut()
        } finally {
          window.location.assign(admin ? '/admin/login' : '/login?noRedirect=true')
        }
      },
    }),
    [state, store],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth outside AuthProvider')
  return value
}
