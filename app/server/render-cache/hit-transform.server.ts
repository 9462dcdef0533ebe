/**
 * What is done to a kept page on every hit, so that no two answers share a value that must be
 * unique per response. The one such value is the Content-Security-Policy nonce (ADR 014): the
 * page's inline scripts carry it and the policy header names it, so a replayed nonce would let
 * an attacker who saw one answer run scripts in another. Each hit gets a fresh nonce, written
 * over the old one in a copy of the body and named in a freshly built policy.
 */
import { CSP_HEADER_NAME, createNonce, isNonce } from '../http/csp-nonce.server'
import { buildContentSecurityPolicy } from '../http/security-headers.server'

export interface HitTransform<Extra> {
  /**
   * Runs once when a page is kept; returns what `apply` needs, or `null` when the page must not
   * be kept (it carries a per-response value this transform cannot renew).
   */
  prepare(body: Uint8Array, headers: [string, string][]): Extra | null
  /** Runs on every hit: the body and headers this answer sends. */
  apply(
    body: Uint8Array,
    headers: [string, string][],
    extra: Extra,
  ): { body: Uint8Array; headers: [string, string][] }
}

export type NonceOffsets =
  | { offsets: null }
  | {
      /** Byte offsets of every occurrence of the page's nonce in its body. */
      offsets: number[]
      /** The policy `buildContentSecurityPolicy` makes, split where the nonce goes. */
      policy: [before: string, after: string]
    }

const NONCE_IN_POLICY = /'nonce-([^']+)'/

/** The nonce a Content-Security-Policy value allows, if any. */
export function policyNonce(policy: string | undefined): string | undefined {
  return policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined
}

function offsetsOf(body: Uint8Array, needle: Uint8Array): number[] {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const offsets: number[] = []
  let at = buffer.indexOf(needle)
  while (at !== -1) {
    offsets.push(at)
    at = buffer.indexOf(needle, at + needle.byteLength)
  }
  return offsets
}

/** Renews the CSP nonce of a kept page on every hit (ADR 014; security-headers.server.ts). */
export const renewNonce: HitTransform<NonceOffsets> = {
  prepare(body, headers) {
    const policy = headers.find(([name]) => name === CSP_HEADER_NAME)?.[1]
    const nonce = policyNonce(policy)
    // Without a policy nonce the page has no per-response value; with one that is not what
    // createNonce makes, it cannot be renewed safely: such a page is not kept.
    if (nonce === undefined) return { offsets: null }
    if (!isNonce(nonce)) return null
    // Built once per kept page with a stand-in nonce, then completed per hit: the one builder
    // of the policy still decides every directive.
    const marker = createNonce()
    const [before = '', after = ''] = buildContentSecurityPolicy(marker).split(marker)
    return { offsets: offsetsOf(body, Buffer.from(nonce, 'latin1')), policy: [before, after] }
  },
  apply(body, headers, extra) {
    if (extra.offsets === null) return { body, headers }
    const nonce = createNonce()
    const fresh = Buffer.allocUnsafe(body.byteLength)
    fresh.set(body)
    // Same length (22 base64url characters, one byte each): written in place, once as a string,
    // then copied byte by byte to the other places (a page names it ~50 times, and a native
    // write per place cost more than the copy of the whole page).
    const { offsets } = extra
    const first = offsets[0]
    if (first !== undefined) {
      const length = fresh.write(nonce, first, 'latin1')
      for (let at = 1; at < offsets.length; at++) {
        const offset = offsets[at] as number
        for (let i = 0; i < length; i++) fresh[offset + i] = fresh[first + i] as number
      }
    }
    const policy = `${extra.policy[0]}${nonce}${extra.policy[1]}`
    return {
      body: fresh,
      headers: headers.map(([name, value]) => (name === CSP_HEADER_NAME ? [name, policy] : [name, value])),
    }
  },
}
