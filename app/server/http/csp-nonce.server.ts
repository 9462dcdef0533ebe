/**
 * The per-response Content-Security-Policy nonce (ADR 014).
 *
 * Every HTML response gets a fresh nonce: the inline scripts TanStack Start writes during SSR
 * (dehydrated router and query state) carry it, and the CSP header allows only scripts with it.
 * This is the single place a nonce is made, so the anonymous-page render cache can swap the
 * nonce of a cached body for a fresh one and rebuild the header with
 * `buildContentSecurityPolicy` from `security-headers.server.ts`.
 */
import { randomFillSync } from 'node:crypto'

/** The response header that carries the policy (lower case, as `Headers` normalises it). */
export const CSP_HEADER_NAME = 'content-security-policy'

/** Bytes of randomness per nonce: 128 bits, as the CSP specification recommends. */
const NONCE_BYTES = 16

/**
 * Randomness drawn 256 nonces at a time, each byte used once (as Node's own `randomUUID` pools
 * its entropy): one `randomBytes` call per nonce cost ~20 µs under load, 7 % of the CPU of a
 * page answered from the render cache, which renews the nonce on every hit.
 */
const pool = Buffer.alloc(NONCE_BYTES * 256)
let poolOffset = pool.byteLength

/**
 * A fresh nonce: 22 base64url characters (`[A-Za-z0-9_-]`), valid in a CSP `'nonce-…'` source
 * and in an HTML attribute without escaping, and unlikely to appear by chance in page text.
 */
export function createNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.byteLength) {
    randomFillSync(pool)
    poolOffset = 0
  }
  const nonce = pool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES)
  poolOffset += NONCE_BYTES
  return nonce
}

/** Whether a string has the shape `createNonce` produces (guards values read back from a body). */
export function isNonce(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value)
}
