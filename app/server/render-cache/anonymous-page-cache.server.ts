/**
 * The render cache as the production server runs it (cli/lib/http-server.ts): keyed by the id of
 * the build being served, tagged with the versions of the process's one cache version reader
 * (shared with the server bundle through globalThis; ADR 044), renewing the CSP nonce on every hit.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getServerConfig } from '../config.server'
import { CACHE_READS } from '../tenancy/cache-version.server'
import { getCacheVersions } from '../tenancy/process-cache-versions.server'
import { renewNonce } from './hit-transform.server'
import { createRenderCache, type RenderCacheMiddleware } from './render-cache.server'

/** The id in the build manifest the client output carries (scripts/build-manifest-plugin.ts). */
export function readBuildId(clientDir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(clientDir, 'builds/latest.json'), 'utf8')) as {
      id?: unknown
    }
    if (typeof manifest.id === 'string' && manifest.id !== '') return manifest.id
  } catch {
    // No manifest (a build from before it existed): the start time stands in for the build.
  }
  return `started-${Date.now()}`
}

export function createAnonymousPageCache(options: { clientDir: string }): RenderCacheMiddleware {
  return createRenderCache({
    buildId: readBuildId(options.clientDir),
    defaultLocale: getServerConfig().ui.defaultLocale,
    versions: getCacheVersions().source(CACHE_READS.renderCache),
    transform: renewNonce,
  })
}
