import { getDatabase } from '#db/runtime'
import { requestHost } from './host.server'
import { type HostResolution, HostResolver } from './host-resolver.server'
import { getCacheVersions, resetCacheVersions } from './process-cache-versions.server'

// On globalThis, like the database handle (db/runtime.ts): the launcher's copy of this module
// (the render cache in cli/lib/http-server.ts) and the server bundle's copy share one resolver,
// so a cached page and the render that made it see the same cache version.
const KEY = Symbol.for('opsai.hostResolver')
type Holder = { [KEY]?: HostResolver }
const holder = globalThis as Holder

/** The process's one resolver: its cache serves every request this server handles. */
export function getHostResolver(): HostResolver {
  holder[KEY] ??= new HostResolver(async () => (await getDatabase()).db, { versions: getCacheVersions() })
  return holder[KEY]
}

/** The tenant and theme of the Host this request was sent to. */
export function resolveRequestTenant(request: Request): Promise<HostResolution> {
  return getHostResolver().resolve(requestHost(request))
}

/** The tenant id of this request's Host if this process already knows it; never asks the database. */
export function knownRequestTenantId(request: Request): string | undefined {
  return knownHostTenantId(requestHost(request))
}

/** `knownRequestTenantId` for a Host header read before any `Request` is made. */
export function knownHostTenantId(host: string | null | undefined): string | undefined {
  return holder[KEY]?.peek(host)?.tenant?.id
}

/** Tests swap databases between files: a new database needs a new cache and version reader. */
export function resetHostResolver() {
  delete holder[KEY]
  resetCacheVersions()
}
