/**
 * The built client files through the real HTTP server (srvx and its static middleware): files
 * named by their hash are kept by browsers for a year without asking again; the build manifest
 * is never cached; an asset that is not there is the app's 404, never cached as immutable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpServer } from './http-server'

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

  it('marks pages no-cache unless they say otherwise', async () => {
    const page = await fetch(`${base}/page`)
    expect(page.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a missing asset with the app, not an immutable 404', async () => {
    const response = await fetch(`${base}/assets/gone-XXXX.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})
