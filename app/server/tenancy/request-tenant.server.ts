import { getDatabase } from '../../../db/runtime'
import { requestHost } from './host'
import { type HostResolution, HostResolver } from './host-resolver.server'

let resolver: HostResolver | undefined

/** The process's one resolver: its cache serves every request this server handles. */
export function getHostResolver(): HostResolver {
  resolver ??= new HostResolver(async () => (await getDatabase()).db)
  return resolver
}

/** The tenant and theme of the Host this request was sent to. */
export function resolveRequestTenant(request: Request): Promise<HostResolution> {
  return getHostResolver().resolve(requestHost(request))
}

/** Tests swap databases between files: a new database needs a new cache. */
export function resetHostResolver() {
  resolver = undefined
}
