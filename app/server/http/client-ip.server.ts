/**
 * The client's IP address, the one every per-IP limit and session record uses (ADR 014).
 *
 * `X-Forwarded-For` is a header anyone can send, so it is believed only as far as the operator
 * said: the HTTP server (cli/lib/http-server.ts) starts from the socket's peer address and walks
 * the forwarded chain from the right only while each hop is one of `OPSAI_TRUSTED_PROXIES`. The
 * result goes into `CLIENT_IP_HEADER`, replacing whatever the client sent under that name, and
 * everything downstream (better-auth's limits, registration and chat limits) reads that header.
 */
import { BlockList, isIP } from 'node:net'

/** Set by the HTTP server on every request; a client's own value is overwritten. */
export const CLIENT_IP_HEADER = 'x-opsai-client-ip'

type Family = 'ipv4' | 'ipv6'

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
function normaliseAddress(raw: string): { address: string; family: Family } | undefined {
  let address = raw.trim()
  // `[2001:db8::1]` and `192.0.2.1:1234` appear in some proxies' headers.
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'))
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) address = mapped[1]
  const version = isIP(address)
  if (version === 4) return { address, family: 'ipv4' }
  if (version === 6) return { address: address.toLowerCase(), family: 'ipv6' }
  return undefined
}

export interface TrustedProxies {
  has(address: string): boolean
  readonly size: number
}

/**
 * The operator's list (`OPSAI_TRUSTED_PROXIES`, validated by app.config.ts) as a matcher: single
 * addresses and CIDR ranges, IPv4 and IPv6.
 */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [rawAddress = '', prefix] = entry.split('/')
    const parsed = normaliseAddress(rawAddress)
    if (!parsed) throw new Error(`Not an IP address or CIDR range: ${entry}`)
    if (prefix === undefined) list.addAddress(parsed.address, parsed.family)
    else list.addSubnet(parsed.address, Number(prefix), parsed.family)
  }
  return {
    size: entries.length,
    has(address) {
      const parsed = normaliseAddress(address)
      return parsed !== undefined && list.check(parsed.address, parsed.family)
    },
  }
}

/**
 * Who sent the request: the peer address, unless the peer is a trusted proxy, in which case the
 * forwarded chain is read from the right past every trusted hop. An unparsable hop stops the walk
 * at the last address known to be real (a trusted proxy), never at a value a client wrote.
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string | undefined {
  const direct = peer ? normaliseAddress(peer)?.address : undefined
  if (!direct) return undefined
  if (trusted.size === 0 || !trusted.has(direct) || !forwardedFor) return direct
  const hops = forwardedFor.split(',')
  let candidate = direct
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normaliseAddress(hops[index] ?? '')
    if (!hop) return candidate
    if (!trusted.has(hop.address)) return hop.address
    candidate = hop.address
  }
  return candidate
}

/**
 * Replaces the request's `CLIENT_IP_HEADER` with the resolved address (or removes a value the
 * client sent when there is no peer address). srvx requests have mutable headers; `peer` is its
 * `request.ip`.
 */
export function stampClientIp(request: Request, peer: string | undefined, trusted: TrustedProxies): void {
  const address = resolveClientIp(peer, request.headers.get('x-forwarded-for'), trusted)
  if (address) request.headers.set(CLIENT_IP_HEADER, address)
  else request.headers.delete(CLIENT_IP_HEADER)
}

/** The client address the HTTP server stamped; undefined outside it (vite dev, unit tests). */
export function clientIpOf(request: Request | Headers): string | undefined {
  const headers = request instanceof Headers ? request : request.headers
  const value = headers.get(CLIENT_IP_HEADER)
  return value ? normaliseAddress(value)?.address : undefined
}
