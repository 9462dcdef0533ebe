import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { precompressPlugin } from './precompress-plugin'

const dir = mkdtempSync(join(tmpdir(), 'opsai-precompress-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function writeBundleOf(environment: string, files: Record<string, string | Uint8Array>) {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  for (const [name, contents] of Object.entries(files)) writeFileSync(join(dir, name), contents)
  const hook = precompressPlugin().writeBundle as unknown as (
    this: unknown,
    options: { dir: string },
    bundle: Record<string, unknown>,
  ) => void
  hook.call(
    { environment: { name: environment } },
    { dir },
    Object.fromEntries(Object.keys(files).map((name) => [name, {}])),
  )
}

describe('precompressPlugin', () => {
  // As written to disk: what Vite's last plugins made of the chunk, not what it was before.
  const script = `export const text = ${JSON.stringify('ひらめき '.repeat(400))}`

  it('writes a brotli and a gzip copy of each written client text file worth it, equal to it', () => {
    writeBundleOf('client', {
      'assets/main-A1.js': script,
      'assets/tiny-B2.css': '.a{color:red}',
      'assets/logo-C3.png': new Uint8Array(4096),
    })
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'logo-C3.png',
      'main-A1.js',
      'main-A1.js.br',
      'main-A1.js.gz',
      'tiny-B2.css',
    ])
    const brotli = readFileSync(join(dir, 'assets/main-A1.js.br'))
    expect(brotliDecompressSync(brotli).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'assets/main-A1.js.gz'))).toString()).toBe(script)
    expect(brotli.length).toBeLessThan(Buffer.byteLength(script) / 10)
  })

  it('leaves the server build alone', () => {
    writeBundleOf('ssr', { 'assets/server-D4.js': script })
    expect(readdirSync(join(dir, 'assets'))).not.toContain('server-D4.js.br')
  })
})
