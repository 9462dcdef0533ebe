/**
 * The built client files through the real HTTP server (srvx and its static middleware): files
 * named by their hash are kept by browsers for a year without asking again; the build manifest
 * and the help payloads are revalidated on each use; an asset that is not there is the app's 404,
 * never cached as immutable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientPathFilter, startHttpServer } from './http-server'

describe('client files', () => {
  let clientDir: string
  let server: Awaited<ReturnType<typeof startHttpServer>>
  let base: string

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'opsai-client-'))
    mkdirSync(join(clientDir, 'assets'))
    mkdirSync(join(clientDir, 'builds'))
    writeFileSync(
      join(clientDir, 'assets', 'main-BAbc1234.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    )
    // The build's own brotli copy (scripts/precompress-plugin.ts), told apart by its text.
    const chunk = `console.log(${JSON.stringify('precompressed '.repeat(300))})`
    writeFileSync(join(clientDir, 'assets', 'chunk-CDef5678.js'), chunk.replace('precompressed', 'plain'))
    writeFileSync(join(clientDir, 'assets', 'chunk-CDef5678.js.br'), brotliCompressSync(Buffer.from(chunk)))
    writeFileSync(join(clientDir, 'builds', 'latest.json'), '{"buildId":"b1"}')
    writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    // A help page's payload (scripts/help-payload-plugin.ts) with the build's brotli copy.
    mkdirSync(join(clientDir, 'help'))
    const payload = JSON.stringify({ ja: { articles: [], chapters: [] }, en: { articles: [], chapters: [] } })
    writeFileSync(join(clientDir, 'help', '_payload.json'), payload)
    writeFileSync(join(clientDir, 'help', '_payload.json.br'), brotliCompressSync(Buffer.from(payload)))
    server = await startHttpServer({
      port: 0,
      host: '127.0.0.1',
      clientDir,
      handler: {
        fetch: (request) =>
          new URL(request.url).pathname === '/page'
            ? new Response('<!doctype html><p>page</p>', {
                headers: { 'content-type': 'text/html; charset=utf-8' },
              })
            : new Response('not found', { status: 404 }),
      },
    })
    base = server.url?.replace(/\/$/, '') ?? ''
  })
  afterAll(async () => {
    await server?.close(true)
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('serves hashed assets as immutable for a year, compressed for a client that accepts it', async () => {
    const response = await fetch(`${base}/assets/main-BAbc1234.js`, { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(await response.text()).toContain('console.log')
  })

  it("sends the build's precompressed copy when the client accepts its encoding", async () => {
    const response = await fetch(`${base}/assets/chunk-CDef5678.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toMatch(/^console\.log\("precompressed/)
  })

  it('never caches the build manifest, and revalidates other files', async () => {
    const manifest = await fetch(`${base}/builds/latest.json`)
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    const other = await fetch(`${base}/favicon.svg`)
    expect(other.status).toBe(200)
    expect(other.headers.get('cache-control') ?? '').not.toContain('immutable')
    expect(other.headers.get('etag')).toBeTruthy()
  })

  it('serves a help payload as JSON to revalidate on each use, by its ETag', async () => {
    const payload = await fetch(`${base}/help/_payload.json`, { headers: { 'accept-encoding': 'br' } })
    expect(payload.status).toBe(200)
    expect(payload.headers.get('content-type')).toMatch(/^application\/json/)
    expect(payload.headers.get('content-encoding')).toBe('br')
    expect(payload.headers.get('cache-control')).toBe('no-cache')
    expect(await payload.json()).toMatchObject({ ja: { articles: [] } })
    const etag = payload.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(`${base}/help/_payload.json`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    // The page itself is not a file: the folder beside it does not stand in for it.
    expect((await fetch(`${base}/help`)).status).toBe(404)
  })

  it('marks pages no-cache unless they say otherwise', async () => {
    const page = await fetch(`${base}/page`)
    expect(page.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a missing asset with the app, not an immutable 404', async () => {
    const response = await fetch(`${base}/assets/gone-XXXX.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
  })

  it('looks for files only under the names the build wrote at start: a page path goes straight to the app', async () => {
    // Written after start: inside a directory the build had, it is served; at a new top-level
    // name, the path is a page's and reaches the app (the directory is not read per request).
    writeFileSync(join(clientDir, 'assets', 'late-EFgh9012.js'), 'console.log(1)')
    writeFileSync(join(clientDir, 'page'), 'a file where a page is')
    expect((await fetch(`${base}/assets/late-EFgh9012.js`)).status).toBe(200)
    const page = await fetch(`${base}/page`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<p>page</p>')
  })
})

describe('clientPathFilter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opsai-client-names-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'favicon.svg'), '')
  writeFileSync(join(dir, 'about.html'), '')
  const mayBeAFile = clientPathFilter(dir)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers yes under a name the build wrote, and for encoded names the static files decode', () => {
    expect(mayBeAFile('/assets/main-BAbc1234.js')).toBe(true)
    expect(mayBeAFile('/favicon.svg')).toBe(true)
    expect(mayBeAFile('/about')).toBe(true)
    expect(mayBeAFile('/%61ssets/x.js')).toBe(true)
  })

  it('answers no for pages and for the root without an index.html', () => {
    expect(mayBeAFile('/')).toBe(false)
    expect(mayBeAFile('/usageSituation')).toBe(false)
    expect(mayBeAFile('/chat/thread/0b0e')).toBe(false)
  })

  it('answers no for everything when the directory is missing', () => {
    expect(clientPathFilter(join(dir, 'missing'))('/assets/x.js')).toBe(false)
  })
})
