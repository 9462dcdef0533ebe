/**
 * Requests that reached a trusted reverse proxy over https (issue 19, point 7; ADR 032).
 *
 * Custom domains are served over https by a proxy in front of the app (Caddy with on-demand TLS,
 * docs/operators.md) while `OPSAI_BASE_URL` may name another host, or plain http. Such a request
 * arrives here as http, so better-auth would set its session cookie without `Secure` and build
 * links and origin checks on `http://`. `X-Forwarded-Proto` is a header anyone can send, so it is
 * believed exactly as far as `X-Forwarded-For` is (client-ip.server.ts): only from a peer in
 * `OPSAI_TRUSTED_PROXIES`, and only the entry the outermost trusted proxy wrote.
 */
import type { TrustedProxies } from './client-ip.server'

function headerList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * The protocol the client used, as the trusted proxies tell it, or undefined when no trusted proxy
 * says. Each trusted hop (the peer, then trusted addresses from the right of X-Forwarded-For)
 * may have appended its own entry to X-Forwarded-Proto; the entry of the outermost one counts.
 */
export function forwardedProtocol(
  request: Request,
  peer: string | undefined,
  trusted: TrustedProxies,
): 'https' | 'http' | undefined {
  if (!peer || trusted.size === 0 || !trusted.has(peer)) return undefined
  const protocols = headerList(request.headers.get('x-forwarded-proto'))
  if (protocols.length === 0) return undefined
  const forwardedFor = headerList(request.headers.get('x-forwarded-for'))
  let trustedHops = 1
  for (let index = forwardedFor.length - 1; index >= 0; index -= 1) {
    if (!trusted.has(forwardedFor[index] ?? '')) break
    trustedHops += 1
  }
  const entry = protocols[Math.max(0, protocols.length - trustedHops)]?.toLowerCase()
  return entry === 'https' || entry === 'http' ? entry : undefined
}

/**
 * Whether the client's connection was https: TLS at this server, or at a trusted proxy. A request
 * forwarded from https gets an `https:` URL, as srvx does for its own trusted proxies, so origin
 * checks and the links in mails (the e-mail-change link takes the request's origin) match what
 * the browser sees.
 */
export function adoptForwardedHttps(
  request: Request,
  peer: string | undefined,
  trusted: TrustedProxies,
): boolean {
  const url = new URL(request.url)
  if (url.protocol === 'https:') return true
  if (forwardedProtocol(request, peer, trusted) !== 'https') return false
  url.protocol = 'https:'
  Object.defineProperty(request, 'url', { value: url.href, enumerable: true, configurable: true })
  return true
}

/** `Set-Cookie` with `Secure` added where it is missing (better-auth adds it only under an https base URL). */
export function secureCookie(setCookie: string): string {
  const attributes = setCookie.split(';').slice(1)
  return attributes.some((attribute) => attribute.trim().toLowerCase() === 'secure')
    ? setCookie
    : `${setCookie}; Secure`
}

function rewriteCookies(headers: Headers, cookies: string[]) {
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('set-cookie', secureCookie(cookie))
}

/** The response with every cookie it sets marked `Secure`; copied when its headers are immutable. */
export function withSecureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (cookies.every((cookie) => secureCookie(cookie) === cookie)) return response
  try {
    rewriteCookies(response.headers, cookies)
    return response
  } catch {
    // A Response.redirect or a fetched response: same answer, new headers.
    const headers = new Headers(response.headers)
    rewriteCookies(headers, cookies)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
