/**
 * The browser's session lifecycle (spec §4): loading → authenticated | unauthenticated.
 * On start the stored token is checked with the session call and cleared when the check
 * fails; the session is refreshed every `refreshIntervalMs` (290 s) and whenever the window
 * becomes visible again; a failed session fetch clears session and token; sign-out clears the
 * session, the token and the refresh token and calls the sign-out endpoint when configured.
 *
 * The HttpOnly cookie is what the server trusts for pages; the token (better-auth's bearer
 * token) is what scripts and the API use, kept in storage under TOKEN_KEY.
 */

export interface SessionUser {
  id: string
  name: string
  email: string
  tenantId: string | null
  role: string | null
  isSystemAdminLogin: boolean
  /** The zone chosen on /user (ADR 020); null = Japan time. */
  timeZone?: string | null
  /** Whether the user confirmed a TOTP enrolment (ADR 036); absent in hand-made test sessions. */
  twoFactorEnabled?: boolean
  /**
   * The session may do nothing but enrol in two-factor authentication (a system administrator
   * without it, a member of a tenant that requires it); set by the session call (ADR 036).
   */
  twoFactorDue?: boolean
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated' }

export const TOKEN_KEY = 'auth:token'
export const REFRESH_TOKEN_KEY = 'auth:refresh-token'

export interface SessionDeps {
  /** Resolves the current user, `null` when signed out; throws when the call failed. */
  fetchSession(token: string | null): Promise<SessionUser | null>
  /** Calls the configured sign-out endpoint; absent when none is configured. */
  signOutEndpoint?: () => Promise<void>
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  refreshIntervalMs: number
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

type Listener = (state: SessionState) => void

/** A check the server did not answer (429): it says nothing about the session, which stays as it was. */
export class SessionCheckInconclusive extends Error {}

export class SessionStore {
  private state: SessionState = { status: 'loading' }
  private listeners = new Set<Listener>()
  private timer: unknown
  private inFlight: Promise<void> | undefined

  constructor(
    private readonly deps: SessionDeps,
    initial?: SessionUser | null,
  ) {
    // The server already knows the session when it rendered the page: start from it.
    if (initial !== undefined) {
      this.state = initial ? { status: 'authenticated', user: initial } : { status: 'unauthenticated' }
    }
  }

  getState(): SessionState {
    return this.state
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get token(): string | null {
    return this.deps.storage.getItem(TOKEN_KEY)
  }

  /** Keeps the token better-auth returned in `set-auth-token` after a sign-in. */
  setToken(token: string | null) {
    if (token) this.deps.storage.setItem(TOKEN_KEY, token)
    else this.deps.storage.removeItem(TOKEN_KEY)
  }

  start() {
    void this.refresh()
    this.timer = this.deps.setInterval(() => void this.refresh(), this.deps.refreshIntervalMs)
  }

  stop() {
    if (this.timer !== undefined) this.deps.clearInterval(this.timer)
    this.timer = undefined
  }

  /** The visibility handler calls this when the window becomes visible again. */
  onVisible() {
    void this.refresh()
  }

  /** Checks the session; concurrent calls share one request. */
  refresh(): Promise<void> {
    this.inFlight ??= this.check().finally(() => {
      this.inFlight = undefined
    })
    return this.inFlight
  }

  private async check() {
    try {
      const user = await this.deps.fetchSession(this.token)
      if (user) {
        this.set({ status: 'authenticated', user })
      } else {
        this.clearLocal()
      }
    } catch (error) {
      if (error instanceof SessionCheckInconclusive) return
      this.clearLocal()
    }
  }

  /** Clears session and tokens without calling the server (a failed check, a 401). */
  clearLocal() {
    this.deps.storage.removeItem(TOKEN_KEY)
    this.deps.storage.removeItem(REFRESH_TOKEN_KEY)
    this.set({ status: 'unauthenticated' })
  }

  /** True from the start of a deliberate sign-out, so listeners do not treat it as an expiry. */
  signingOut = false

  private ending: Promise<void> | undefined

  /**
   * A call was answered 401 (spec §6): the session is ended on the server too, so the sign-in
   * page the listeners go to does not send the reader straight back. Once, however many 401s
   * arrive (the sign-out call itself may be one of them).
   */
  endRejectedSession(): Promise<void> {
    this.ending ??= (async () => {
      try {
        await this.deps.signOutEndpoint?.()
      } catch {
        // The server may already have forgotten the session: it is cleared here all the same.
      } finally {
        this.clearLocal()
        this.ending = undefined
      }
    })()
    return this.ending
  }

  async signOut() {
    this.signingOut = true
    try {
      await this.deps.signOutEndpoint?.()
    } finally {
      this.clearLocal()
    }
  }

  private set(state: SessionState) {
    this.state = state
    for (const listener of this.listeners) listener(state)
  }
}
