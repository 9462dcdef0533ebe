/**
 * The access rules of spec §6 as one pure decision, used by the server before any page renders
 * and mirrored by the client router. DESIGN.md's deliberate change: anonymous visitors under
 * /admin go to /admin/login (no administrator can sign in at /login). See ADR 010.
 */

export interface AccessSession {
  isSystemAdminLogin: boolean
}

/**
 * `signOut` ends the session before following the redirect. A redirect to the page itself
 * (an administrator on /login) shows that page signed out.
 */
export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; location: string; signOut: boolean }

const LOGIN = /^\/login(\/[^/]+)?\/?$/
const ADMIN_LOGIN = /^\/admin\/login(\/[^/]+)?\/?$/
const FREE_REGIST = /^\/freeRegist(\/.*)?$/
/** An invitation link (/invite/<token>): the invitee has no account or session yet. */
const INVITE = /^\/invite\/[^/]+\/?$/

export function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

export function isLoginPath(pathname: string) {
  return LOGIN.test(pathname)
}

export function isAdminLoginPath(pathname: string) {
  return ADMIN_LOGIN.test(pathname)
}

export function isFreeRegistPath(pathname: string) {
  return FREE_REGIST.test(pathname)
}

export function isInvitePath(pathname: string) {
  return INVITE.test(pathname)
}

/** A chat widget's frame (/widget-frame/<id>): its visitors are anonymous (ADR 040). */
const WIDGET_FRAME = /^\/widget-frame\/[^/]+\/?$/

export function isWidgetFramePath(pathname: string) {
  return WIDGET_FRAME.test(pathname)
}

/** Paths an anonymous visitor may see. */
export function isPublicPath(pathname: string) {
  return (
    isLoginPath(pathname) ||
    isAdminLoginPath(pathname) ||
    isFreeRegistPath(pathname) ||
    isInvitePath(pathname) ||
    isWidgetFramePath(pathname)
  )
}

/**
 * Where an anonymous visitor to `pathname` goes: /login with `redirect` = the original full
 * path, except for the spec's exceptions (the root, /admin, login pages, /freeRegist).
 */
export function loginLocation(pathname: string, fullPath: string): string {
  if (isAdminPath(pathname)) return '/admin/login'
  const skipRedirect = pathname === '/' || isLoginPath(pathname) || isFreeRegistPath(pathname)
  return skipRedirect ? '/login' : `/login?redirect=${encodeURIComponent(fullPath)}`
}

/**
 * A `redirect` parameter is followed only when it is a path on this site: it must start with a
 * single `/`, and may not smuggle a scheme, a host or a backslash (no open redirect).
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Control characters and backslashes are normalised to slashes by some browsers.
  if (value.includes('\\') || hasControlCharacter(value)) return fallback
  try {
    const resolved = new URL(value, 'http://base.invalid')
    if (resolved.host !== 'base.invalid') return fallback
    // Dot segments can collapse into a protocol-relative `//host` path ('/..//evil').
    if (resolved.pathname.startsWith('//')) return fallback
    return resolved.pathname + resolved.search + resolved.hash
  } catch {
    return fallback
  }
}

function hasControlCharacter(value: string) {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

export function decideAccess(input: {
  pathname: string
  search: URLSearchParams
  session: AccessSession | null
}): AccessDecision {
  const { pathname, search, session } = input
  const admin = isAdminPath(pathname)

  // A widget's frame is the same for everyone: a session, of any kind, changes nothing there.
  if (isWidgetFramePath(pathname)) return { kind: 'allow' }
  if (!session) {
    if (isPublicPath(pathname)) return { kind: 'allow' }
    const fullPath = pathname + (search.size > 0 ? `?${search.toString()}` : '')
    return { kind: 'redirect', location: loginLocation(pathname, fullPath), signOut: false }
  }

  if (session.isSystemAdminLogin) {
    // An invitation is for a tenant account: the same link, signed out, as on /login.
    if (isInvitePath(pathname)) return { kind: 'redirect', location: pathname, signOut: true }
    if (!admin) return { kind: 'redirect', location: '/login', signOut: true }
    if (isAdminLoginPath(pathname)) return { kind: 'redirect', location: '/admin/', signOut: false }
    return { kind: 'allow' }
  }

  // A tenant user.
  if (admin) {
    // On an administrator sign-in page, the same page signed out.
    const location = isAdminLoginPath(pathname) ? pathname : '/admin/login'
    return { kind: 'redirect', location, signOut: true }
  }
  if (isLoginPath(pathname)) {
    return { kind: 'redirect', location: safeRedirectTarget(search.get('redirect')), signOut: false }
  }
  return { kind: 'allow' }
}
