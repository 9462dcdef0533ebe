/**
 * Why the access rules just signed someone out (spec §6: a tenant account that opens the console,
 * or an administrator on a tenant page, is signed out and sent to the other sign-in page). The
 * redirect keeps the spec's exact location, so the reason travels in a short-lived cookie that
 * the sign-in page reads once and clears.
 */
export const SIGNED_OUT_REASON_COOKIE = 'signed-out-reason'

export const SIGNED_OUT_REASONS = [
  'tenant-account-in-console',
  'admin-account-on-site',
  // The tenant's session lifetime or idle timeout ended the session (ADR 035).
  'session-expired',
] as const
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number]

/** The reason for a sign-out the rules decided on the way to `location`. */
export function signedOutReasonFor(location: string): SignedOutReason | undefined {
  if (location.startsWith('/admin/login')) return 'tenant-account-in-console'
  if (location.startsWith('/login')) return 'admin-account-on-site'
  return undefined
}

/** The Set-Cookie value: readable by the page's script, gone after a minute. */
export function signedOutReasonCookie(reason: SignedOutReason): string {
  return `${SIGNED_OUT_REASON_COOKIE}=${reason}; Path=/; Max-Age=60; SameSite=Lax`
}

/** Reads the reason from `document.cookie` text; anything else is ignored. */
export function readSignedOutReason(cookieText: string): SignedOutReason | undefined {
  for (const part of cookieText.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name !== SIGNED_OUT_REASON_COOKIE) continue
    return SIGNED_OUT_REASONS.find((reason) => reason === value)
  }
  return undefined
}
