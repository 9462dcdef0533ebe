/**
 * The tenants whose access is limited (an allow-list, a session lifetime or idle timeout), parsed
 * once and kept in memory until the `network-access` counter moves (every change of these settings
 * bumps it, app/server/network-access/access-settings.server.ts) or the `domains` one (a tenant
 * renamed or deleted). The versions come from the process's one reader (ADR 044): NOTIFY or a
 * poll at most once a second, no query of its own per request.
 */
import { isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { tenants } from '#db/schema'
import type { VersionSource } from '../render-cache/render-cache.server'
import { CACHE_READS } from '../tenancy/cache-version.server'
import { getCacheVersions } from '../tenancy/process-cache-versions.server'
import { type CidrRange, parseCidr } from './cidr.server'

export interface TenantAccessPolicy {
  tenantId: string
  tenantName: string
  /** Empty: from anywhere. */
  ranges: CidrRange[]
  /** Milliseconds after sign-in; null: the platform's lifetime only. */
  lifetimeMs: number | null
  /** Milliseconds without a request; null: no idle limit. */
  idleMs: number | null
}

export type AccessPolicies = ReadonlyMap<string, TenantAccessPolicy>

const HOUR_MS = 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

export async function loadAccessPolicies(db: Db): Promise<AccessPolicies> {
  const rows = await db
    .select({
      id: tenants.id,
      name: tenants.name,
      ipAllowList: tenants.ipAllowList,
      lifetimeHours: tenants.sessionLifetimeHours,
      idleMinutes: tenants.sessionIdleMinutes,
    })
    .from(tenants)
    .where(
      or(
        sql`cardinality(${tenants.ipAllowList}) > 0`,
        isNotNull(tenants.sessionLifetimeHours),
        isNotNull(tenants.sessionIdleMinutes),
      ),
    )
  const policies = new Map<string, TenantAccessPolicy>()
  for (const row of rows) {
    policies.set(row.id, {
      tenantId: row.id,
      tenantName: row.name,
      // Stored normalised; an entry that no longer parses (never written by the service) is skipped.
      ranges: row.ipAllowList.map(parseCidr).filter((range): range is CidrRange => range !== undefined),
      lifetimeMs: row.lifetimeHours === null ? null : row.lifetimeHours * HOUR_MS,
      idleMs: row.idleMinutes === null ? null : row.idleMinutes * MINUTE_MS,
    })
  }
  return policies
}

export class AccessPolicyCache {
  private loaded: { version: number; policies: Promise<AccessPolicies> } | undefined

  constructor(
    private readonly database: () => Promise<Db>,
    private readonly versions: VersionSource,
  ) {}

  async current(): Promise<AccessPolicies> {
    const version = await this.versions.currentVersion()
    if (this.loaded?.version !== version) {
      const policies = this.database().then(loadAccessPolicies)
      this.loaded = { version, policies }
      // A failed load is not remembered: the next request asks the database again.
      policies.catch(() => {
        if (this.loaded?.policies === policies) this.loaded = undefined
      })
    }
    return this.loaded.policies
  }
}

// On globalThis, like the Host resolver: one cache per process whichever copy of the module asks.
const KEY = Symbol.for('opsai.accessPolicies')
type Holder = { [KEY]?: AccessPolicyCache }
const holder = globalThis as Holder

export function getAccessPolicyCache(): AccessPolicyCache {
  holder[KEY] ??= new AccessPolicyCache(
    async () => (await getDatabase()).db,
    getCacheVersions().source(CACHE_READS.accessPolicies),
  )
  return holder[KEY]
}

/** Tests swap databases between files: a new database needs a new cache. */
export function resetAccessPolicyCache() {
  delete holder[KEY]
}
