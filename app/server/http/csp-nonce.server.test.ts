import { describe, expect, it } from 'vitest'
import { createNonce, isNonce } from './csp-nonce.server'

describe('createNonce', () => {
  it('gives a well-formed nonce that never repeats, across refills of its pool', () => {
    // 256 nonces fill the pool once: three refills and a half.
    const nonces = Array.from({ length: 900 }, createNonce)
    expect(nonces.every(isNonce)).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('draws fresh bytes for each nonce (no two share their first half)', () => {
    const halves = Array.from({ length: 600 }, () => createNonce().slice(0, 11))
    expect(new Set(halves).size).toBe(halves.length)
  })
})
