import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { messagesUrl } from '../../i18n/messages-url.shared'
import { buildId } from '../../lib/build-id'
import { serveMessagesFile } from './messages-file.server'

const request = (headers: Record<string, string> = {}) => new Request('http://localhost/i18n/x', { headers })
const fileOf = (url: string) => url.replace('/i18n/', '')

describe('a language’s messages file', () => {
  it('serves one language of this build, cached for good, brotli or gzip when accepted', async () => {
    const ja = await serveMessagesFile(request({ 'accept-encoding': 'gzip, br' }), fileOf(messagesUrl('ja')))
    expect(ja.status).toBe(200)
    expect(ja.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(ja.headers.get('content-encoding')).toBe('br')
    const messages = JSON.parse(brotliDecompressSync(Buffer.from(await ja.arrayBuffer())).toString())
    expect(messages.pageTitles.home).toBe('ホーム')

    const en = await serveMessagesFile(request({ 'accept-encoding': 'gzip' }), fileOf(messagesUrl('en')))
    expect(en.headers.get('content-encoding')).toBe('gzip')
    const english = JSON.parse(gunzipSync(Buffer.from(await en.arrayBuffer())).toString())
    expect(english.pageTitles.home).toBe('Home')
    // One language only: the other's strings are not in it.
    expect(JSON.stringify(english)).not.toContain('ホーム')

    const plain = await serveMessagesFile(request(), fileOf(messagesUrl('en')))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await plain.json()).pageTitles.home).toBe('Home')
  })

  it('answers a page of another build, revalidated, and 304 when the browser has it', async () => {
    const other = await serveMessagesFile(request(), 'ja-20200101000000-abcdef.json')
    expect(other.status).toBe(200)
    expect(other.headers.get('cache-control')).toBe('no-cache')
    const etag = other.headers.get('etag') ?? ''
    expect(etag).toContain(buildId)
    const again = await serveMessagesFile(request({ 'if-none-match': etag }), 'ja-20200101000000-abcdef.json')
    expect(again.status).toBe(304)
  })

  it.each(['fr-1.json', 'ja.json', '../ja-1.json', 'ja-1.js', `ja-${'x'.repeat(65)}.json`])(
    'refuses %s with a 404 in both languages',
    async (file) => {
      const response = await serveMessagesFile(request(), file)
      expect(response.status).toBe(404)
      const body = await response.json()
      expect(body.error).toBe('not_found')
      expect(body.messages.ja).toMatch(/メッセージ/)
      expect(body.messages.en).toMatch(/messages/)
    },
  )
})
