/**
 * The brand a request speaks as, resolved once per request on the server in the order of the
 * theme (DESIGN.md): the `{ai_type}` of /login/{ai_type} or /freeRegist/{ai_type}, else the
 * signed-in user's tenant, else the Host's tenant, else the platform. A tenant's own name and logo
 * are laid over its application's identity. Records are cached per version of the `domains` and
 * `brands` counters: every tenant, domain, application and identity change bumps one of them, so
 * every instance sees a change within about a second, by NOTIFY in milliseconds (ADR 044).
 */
import { eq } from 'drizzle-orm'
import { getDatabase } from '#db/runtime'
import { tenants } from '#db/schema'
import type { BrandIdentity } from '../../features/branding/brand-identity.shared'
import { getRequestSession } from '../auth/session.server'
import { CACHE_READS } from '../tenancy/cache-version.server'
import { getCacheVersions } from '../tenancy/process-cache-versions.server'
import { resolveRequestTenant } from '../tenancy/request-tenant.server'
import { clientIdentity } from './brand-icons.server'
import { type BrandRecord, isIdentifier, loadBrandRecord, PLATFORM_BRAND } from './brand-record.server'

let cache:
  | { reader: object; version: number; records: Map<string, Promise<BrandRecord | undefined>> }
  | undefined

const MAX_CACHED = 5000

async function cached(key: string, load: () => Promise<BrandRecord | undefined>) {
  // A new reader (tests switch databases) starts a new series of versions.
  const reader = getCacheVersions()
  const version = await reader.current(CACHE_READS.brandRecords)
  if (cache?.reader !== reader || cache.version !== version) {
    cache = { reader, version, records: new Map() }
  }
  const records = cache.records
  let record = records.get(key)
  if (!record) {
    if (records.size >= MAX_CACHED) records.clear()
    record = load()
    records.set(key, record)
    // A failed read is not remembered.
    record.catch(() => records.delete(key))
  }
  return record
}

/** The brand of an application (with a tenant's overrides), from the per-version cache. */
export function cachedBrandRecord(
  applicationKey: string,
  tenantId?: string | null,
): Promise<BrandRecord | undefined> {
  if (!isIdentifier(applicationKey)) return Promise.resolve(undefined)
  return cached(`app\u0000${applicationKey}\u0000${tenantId ?? ''}`, async () =>
    loadBrandRecord((await getDatabase()).db, applicationKey, tenantId),
  )
}

/** The brand of a tenant (by id), or undefined when there is no such tenant. */
export function tenantBrandRecord(tenantId: string): Promise<BrandRecord | undefined> {
  if (!isIdentifier(tenantId)) return Promise.resolve(undefined)
  return cached(`tenant\u0000${tenantId}`, async () => {
    const { db } = await getDatabase()
    const [tenant] = await db
      .select({ applicationKey: tenants.applicationKey })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
    return tenant ? loadBrandRecord(db, tenant.applicationKey, tenantId) : undefined
  })
}

export interface BrandResolution {
  record: BrandRecord
  identity: BrandIdentity
}

/**
 * The request's brand. `aiType` is the path's `{ai_type}` (when the page has one): an unknown one
 * gives `null`, which the page answers with 404.
 */
export async function resolveBrandRecord(request: Request, aiType?: string): Promise<BrandRecord | null> {
  const [host, session] = await Promise.all([
    resolveRequestTenant(request),
    getRequestSession(request.headers),
  ])
  if (aiType !== undefined) {
    // The Host's tenant keeps its own name and logo on its application's pages.
    const tenantId = host.tenant?.applicationKey === aiType ? host.tenant.id : undefined
    return (await cachedBrandRecord(aiType, tenantId)) ?? null
  }
  const sessionTenantId = session?.user.tenantId
  if (sessionTenantId) {
    const record = await tenantBrandRecord(sessionTenantId)
    if (record) return record
  }
  if (host.tenant) {
    const record = await cachedBrandRecord(host.tenant.applicationKey, host.tenant.id)
    if (record) return record
  }
  return PLATFORM_BRAND
}

export async function resolveBrandIdentity(
  request: Request,
  aiType?: string,
): Promise<BrandResolution | null> {
  const record = await resolveBrandRecord(request, aiType)
  return record && { record, identity: clientIdentity(record, aiType) }
}
