/**
 * Request limits outside better-auth (ADR 014): free registrations per client IP and chat
 * messages per user. Counted in the shared `rate_limit` table with the same atomic upsert as the
 * per-account sign-in limit, so every app server sees one count; answered with 429, the standard
 * `Retry-After` header and a message in both languages.
 */

import ipaddr from 'ipaddr.js'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { consumeAttempt } from '../auth/account-rate-limit.server'
import { getServerConfig } from '../config.server'
import { clientIpOf } from './client-ip.server'

export interface RateLimitRule {
  max: number
  windowSeconds: number
}

/**
 * The bucket of an address: an IPv6 client usually holds a whole /64, so its addresses count as
 * one (better-auth does the same for sign-in), written `2001:0db8:0001:0002::/64`; an IPv4
 * address, also one mapped into IPv6 (`::ffff:192.0.2.1`), is its own bucket.
 */
export function addressBucket(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address
  const ip = ipaddr.IPv6.parse(address)
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString()
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/64`)
  const groups = network.parts.slice(0, 4).map((part) => part.toString(16).padStart(4, '0'))
  return `${groups.join(':')}::/64`
}

/** Counts one request under `key`; the seconds to wait when it is over the limit, else null. */
export function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()) {
  return consumeAttempt(db, key, rule, now)
}

export function rateLimitMessages(retryAfterSeconds: number) {
  return bothLanguages('errors.auth.tooManyRequests', { seconds: retryAfterSeconds })
}

/** The JSON answer to a request over its limit, in the chat API's error shape. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  const messages = rateLimitMessages(retryAfterSeconds)
  return new Response(
    JSON.stringify({
      error: 'rate_limited',
      message: joinedText(messages),
      messages,
      retryAfter: retryAfterSeconds,
    }),
    {
      status: 429,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(retryAfterSeconds),
      },
    },
  )
}

/**
 * One free registration from the request's client address: the seconds to wait when the address
 * is over `OPSAI_REGISTER_MAX_ATTEMPTS`, else null. Without a stamped address (vite dev) every
 * request shares one bucket.
 */
export function consumeRegistrationAttempt(
  db: Db,
  request: Request,
  rule: RateLimitRule = getServerConfig().rateLimits.registration,
): Promise<number | null> {
  const address = clientIpOf(request)
  return consumeRateLimit(db, `register-ip:${address ? addressBucket(address) : 'unknown'}`, rule)
}

/** One chat message by `userId`: the 429 to answer when over `OPSAI_CHAT_MAX_REQUESTS`, else undefined. */
export async function chatMessageLimit(
  db: Db,
  userId: string,
  rule: RateLimitRule = getServerConfig().rateLimits.chat,
): Promise<Response | undefined> {
  const retryAfter = await consumeRateLimit(db, `chat-user:${userId}`, rule)
  return retryAfter === null ? undefined : tooManyRequests(retryAfter)
}
