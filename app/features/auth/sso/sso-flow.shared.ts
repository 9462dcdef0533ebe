/**
 * Single sign-on at /login/ezpass, the parts both sides share: the provider id, the request
 * that starts the flow, and what the `error` code on the way back means.
 *
 * better-auth 1.7 routes generic OAuth providers through its core social endpoints (its
 * generic-oauth plugin says so: "no plugin-specific endpoints"): the flow starts at
 * `POST {basePath}/sign-in/social` with `{ provider }`, and the provider sends the user back to
 * `{basePath}/callback/{providerId}`, the URL an operator registers at the provider (docs/sso.md).
 */
import { safeRedirectTarget } from '../access-rules.shared'

export const SSO_PROVIDER_ID = 'ezpass'
export const SSO_PAGE_PATH = '/login/ezpass'
export const SSO_START_PATH = '/sign-in/social'

/** The callback URL to register at the provider, e.g. http://localhost:3000/api/auth/callback/ezpass. */
export function ssoCallbackUrl(baseUrl: string, basePath: string) {
  return `${baseUrl.replace(/\/$/, '')}${basePath}/callback/${SSO_PROVIDER_ID}`
}

/**
 * The body of the start request. `callbackURL` is where a successful sign-in lands (the page's
 * `redirect`, only ever a path on this site); a failure comes back to this page, which keeps
 * the `redirect` so that trying again still leads there. better-auth appends `error=<code>`.
 */
export function ssoStartBody(redirectParam: unknown) {
  const target = safeRedirectTarget(redirectParam)
  return {
    provider: SSO_PROVIDER_ID,
    callbackURL: target,
    errorCallbackURL:
      target === '/' ? SSO_PAGE_PATH : `${SSO_PAGE_PATH}?redirect=${encodeURIComponent(target)}`,
    // The page navigates itself, after reading the provider's URL from the JSON answer.
    disableRedirect: true,
  }
}

export type SsoFailure = 'not-invited' | 'not-linked' | 'declined' | 'no-email' | 'expired' | 'failed'

/**
 * What went wrong, from the `error` code better-auth or the provider put on the way back:
 * - `signup_disabled`: no account has this address here (SSO never creates accounts);
 * - `account_not_linked`: an account exists but an unverified address cannot be linked;
 * - `access_denied`: the user cancelled at the provider (RFC 6749 §4.1.2.1);
 * - state errors: the attempt expired or was started in another browser.
 */
export function ssoFailure(code: unknown): SsoFailure | undefined {
  if (typeof code !== 'string' || code === '') return undefined
  switch (code) {
    case 'signup_disabled':
      return 'not-invited'
    case 'account_not_linked':
      return 'not-linked'
    case 'access_denied':
      return 'declined'
    case 'email_not_found':
      return 'no-email'
    case 'state_mismatch':
    case 'state_not_found':
    case 'state_invalid':
    case 'please_restart_the_process':
      return 'expired'
    default:
      return 'failed'
  }
}
