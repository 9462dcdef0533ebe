/**
 * Emits the build manifest of spec §7 into the client output: `builds/latest.json` (what is
 * live now) and `builds/meta/{buildId}.json` (this build). Clients re-check latest.json every
 * hour and offer a reload when its id differs from the id they were built with.
 */
import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * One id per build. Vite evaluates the config more than once in a build (client and server
 * environments), so the id is kept in the environment of the build process.
 */
export function resolveBuildId(): string {
  if (!process.env.OPSAI_BUILD_ID) {
    const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)
    process.env.OPSAI_BUILD_ID = `${stamp}-${randomBytes(3).toString('hex')}`
  }
  return process.env.OPSAI_BUILD_ID
}

export function buildManifestPlugin(buildId: string): Plugin {
  const timestamp = Date.now()
  return {
    name: 'opsai-build-manifest',
    apply: 'build',
    generateBundle() {
      if (this.environment?.name !== 'client') return
      const meta = { id: buildId, timestamp }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(meta) })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ ...meta, matcher: {}, prerendered: [] }),
      })
    },
  }
}
