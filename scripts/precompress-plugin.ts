/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each compressible
 * client file of the build, so the server sends the smallest encoding without compressing on
 * each request (cli/lib/http-server.ts serves them; issue 22, point 5). zlib is Node's own.
 *
 * From the written files (`writeBundle`), never from the bundle in memory: Vite's own plugins
 * still rewrite chunks after every other `generateBundle` (the `__VITE_PRELOAD__` markers), and
 * a copy made before that broke every page that loaded it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/
/** Below this, the encoding's headers outweigh what it saves (srvx's own threshold). */
const MIN_BYTES = 1024

/** The copies of one file's bytes, by the suffix they are written with. */
export function compressedCopies(bytes: Buffer): { suffix: '.br' | '.gz'; bytes: Buffer }[] {
  if (bytes.length < MIN_BYTES) return []
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  return [
    { suffix: '.br', bytes: brotli },
    { suffix: '.gz', bytes: gzipSync(bytes, { level: 9 }) },
  ]
}

export function precompressPlugin(): Plugin {
  return {
    name: 'opsai-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue
        const path = join(options.dir, fileName)
        for (const copy of compressedCopies(readFileSync(path))) writeFileSync(path + copy.suffix, copy.bytes)
      }
    },
  }
}
