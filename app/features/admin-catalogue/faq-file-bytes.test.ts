import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './faq-file-bytes'

describe('file bytes as base64', () => {
  it('matches Node’s base64 both ways, for Japanese UTF-8 and every byte value, across chunks', () => {
    const japanese = new TextEncoder().encode('\uFEFF質問,回答\r\n「料金」,"1,000円"\r\n')
    const every = Uint8Array.from({ length: 20_000 }, (_, index) => index % 256)
    for (const bytes of [japanese, every, new Uint8Array(0)]) {
      const base64 = bytesToBase64(bytes)
      expect(base64).toBe(Buffer.from(bytes).toString('base64'))
      expect(base64ToBytes(base64)).toEqual(bytes)
    }
  })
})
