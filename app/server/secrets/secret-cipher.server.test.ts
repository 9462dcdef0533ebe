import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  isSealed,
  openSecret,
  parseSecretKey,
  SecretKeyFormatError,
  sealedKeyId,
  sealSecret,
  UnknownSecretKeyError,
  UnreadableSecretError,
} from './secret-cipher.server'

const bytes = randomBytes(32)
const key = parseSecretKey(bytes.toString('base64'), 'test')

describe('the cipher of stored secrets', () => {
  it('round-trips a value, with a fresh IV each time and nothing of the value in the sealed text', () => {
    const plain = `sk-canary-${randomBytes(12).toString('hex')} ひみつ`
    const sealed = sealSecret(plain, key)
    const again = sealSecret(plain, key)
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{16}:[\w-]+:[\w-]+:[\w-]+$/)
    expect(sealed).not.toContain('canary')
    expect(again).not.toBe(sealed)
    expect(isSealed(sealed)).toBe(true)
    expect(sealedKeyId(sealed)).toBe(key.id)
    expect(openSecret(sealed, key)).toBe(plain)
    expect(openSecret(again, key)).toBe(plain)
    expect(openSecret(sealSecret('', key), key)).toBe('')
  })

  it('reads the same key written as hex, base64 or base64url, with or without a newline', () => {
    const fromHex = parseSecretKey(`${bytes.toString('hex')}\n`, 'file')
    const fromBase64Url = parseSecretKey(bytes.toString('base64url'), 'file')
    const fromUpperHex = parseSecretKey(bytes.toString('hex').toUpperCase(), 'file')
    for (const same of [fromHex, fromBase64Url, fromUpperHex]) {
      expect(same.id).toBe(key.id)
      expect(openSecret(sealSecret('value', same), key)).toBe('value')
    }
  })

  it('refuses keys that are not 32 bytes in hex or base64, naming the source and never the text', () => {
    const bad = [
      '',
      'short',
      bytes.subarray(0, 31).toString('base64'),
      randomBytes(33).toString('base64'),
      bytes.toString('hex').slice(1),
      `${bytes.toString('hex')}00`,
      'ä'.repeat(44),
    ]
    for (const text of bad) {
      const attempt = () => parseSecretKey(text, 'OPSAI_SECRET_KEY')
      expect(attempt).toThrow(SecretKeyFormatError)
      expect(attempt).toThrow(/OPSAI_SECRET_KEY/)
      if (text.length > 8) expect(attempt).not.toThrow(text)
    }
  })

  it('refuses a tampered value: ciphertext, tag, IV or the key id in the header', () => {
    const sealed = sealSecret('sk-live-secret', key)
    const [prefix, version, keyId, iv, tag, body] = sealed.split(':') as string[]
    const flip = (part: string) => {
      const raw = Buffer.from(part, 'base64url')
      raw[0] = (raw[0] ?? 0) ^ 1
      return raw.toString('base64url')
    }
    const tampered = [
      [prefix, version, keyId, iv, tag, flip(body ?? '')],
      [prefix, version, keyId, iv, flip(tag ?? ''), body],
      [prefix, version, keyId, flip(iv ?? ''), tag, body],
      [prefix, version, keyId, iv, tag],
      [prefix, version, keyId, iv, tag, body, 'extra'],
      [prefix, version, keyId, iv, 'AAAA', body],
    ]
    for (const parts of tampered) {
      expect(() => openSecret(parts.join(':'), key)).toThrow(UnreadableSecretError)
    }
  })

  it('refuses a value sealed under another key, naming both key ids', () => {
    const other = parseSecretKey(randomBytes(32).toString('hex'), 'other')
    const sealed = sealSecret('sk-other', other)
    const attempt = () => openSecret(sealed, key)
    expect(attempt).toThrow(UnknownSecretKeyError)
    expect(attempt).toThrow(other.id)
    expect(attempt).toThrow(key.id)
    try {
      attempt()
    } catch (error) {
      const refusal = error as UnknownSecretKeyError
      expect(refusal.status).toBe(503)
      expect(refusal.messages.en).toContain(`key id ${other.id}`)
      expect(refusal.messages.ja).toContain(other.id)
    }
    // A key id put in front of another key's value is refused too: the header is authenticated.
    const forged = sealed.replace(other.id, key.id)
    expect(() => openSecret(forged, key)).toThrow(UnreadableSecretError)
  })

  it('passes a value stored before sealing through as it is', () => {
    expect(isSealed('sk-plain')).toBe(false)
    expect(sealedKeyId('sk-plain')).toBeUndefined()
    expect(openSecret('sk-plain', key)).toBe('sk-plain')
  })
})
