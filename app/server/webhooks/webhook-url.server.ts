/**
 * An endpoint URL as registration accepts it (ADR 041): https (http too when the deployment allows
 * private receivers), no credentials, and a host that is, or resolves only to, public addresses.
 * Delivery checks the resolved address again when it connects (webhook-sender.server.ts).
 */
import { lookup } from 'node:dns/promises'
import { MAX_WEBHOOK_URL_LENGTH } from '#app/features/integrations/webhooks.shared'
import { InvalidInputError } from '../errors.server'
import { hostAddressLiteral, isPublicAddress } from '../http/public-address.server'

/** Resolves a host name to its addresses (tests pass their own). */
export type HostResolver = (hostname: string) => Promise<string[]>

export const resolveHost: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)

export interface UrlPolicy {
  /** OPSAI_WEBHOOK_ALLOW_PRIVATE=1: http and loopback/private receivers are allowed. */
  allowPrivate: boolean
  resolve?: HostResolver
}

/** Names that mean this machine whatever DNS says (RFC 6761). */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost')

/** The URL normalised (`new URL().href`), or a bilingual 400 naming what is wrong. */
export async function checkEndpointUrl(raw: string, policy: UrlPolicy): Promise<string> {
  const trimmed = raw.trim()
  if (trimmed.length > MAX_WEBHOOK_URL_LENGTH) {
    throw new InvalidInputError('errors.webhooks.urlTooLong', { max: MAX_WEBHOOK_URL_LENGTH })
  }
  const shown = trimmed.slice(0, 200)
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw new InvalidInputError('errors.webhooks.urlInvalid', { url: shown })
  }
  const webScheme = url.protocol === 'https:' || url.protocol === 'http:'
  if (!webScheme) throw new InvalidInputError('errors.webhooks.urlInvalid', { url: shown })
  if (url.protocol !== 'https:' && !policy.allowPrivate) {
    throw new InvalidInputError('errors.webhooks.urlNotHttps', { url: shown })
  }
  if (url.username || url.password) throw new InvalidInputError('errors.webhooks.urlCredentials')
  url.hash = ''
  if (policy.allowPrivate) return url.href
  const host = url.hostname.toLowerCase()
  const literal = hostAddressLiteral(host)
  const addresses = literal
    ? [literal]
    : isLocalhostName(host)
      ? ['127.0.0.1']
      : await (policy.resolve ?? resolveHost)(host).catch(() => [])
  if (addresses.length === 0) throw new InvalidInputError('errors.webhooks.urlUnresolvable', { host })
  const refused = addresses.find((address) => !isPublicAddress(address))
  if (refused) throw new PrivateEndpointError(url.href.slice(0, 200), refused)
  return url.href
}

export class PrivateEndpointError extends InvalidInputError {
  constructor(url: string, address: string) {
    super('errors.webhooks.urlPrivate', { url, address })
  }
}
