import { isValidHostname } from './fields.server'

/**
 * The host name of a `Host` header value as the domain table stores it: lower case, without the
 * port and without a trailing dot. Anything that is not a host name (an IPv6 literal, garbage)
 * gives `undefined`: such a request simply has no tenant.
 */
export function normaliseHost(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  const host = raw.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '')
  return isValidHostname(host) ? host : undefined
}

/** The Host a request was made to (the header; the URL's host when a proxy dropped it). */
export function requestHost(request: Request): string | undefined {
  const header = request.headers.get('host')
  if (header) return normaliseHost(header)
  try {
    return normaliseHost(new URL(request.url).host)
  } catch {
    return undefined
  }
}
