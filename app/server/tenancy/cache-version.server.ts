/**
 * The version counters of data app servers keep in memory (ADR 044). A change bumps the counter of
 * what it changed in its own transaction and announces it with `NOTIFY opsai_cache`, which
 * PostgreSQL delivers on commit; every server's version reader (cache-versions.server.ts) applies
 * the notification at once, and polls the counters as the fallback where NOTIFY cannot reach.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { cacheVersions } from '#db/schema'

/** Every counter there is: a name nobody registered here is refused at the bump (and by tsc). */
export const CACHE_NAMES = {
  /** The Host → tenant map: domains, tenants (name, status, theme, application), applications. */
  domains: 'domains',
  /** Brand identity: an application's names, images, footer and links; a tenant's name and logo. */
  brands: 'brands',
  /** Tenants' IP allow-lists and session lifetime / idle limits. */
  networkAccess: 'network-access',
  /**
   * The chat catalogue as tenants see it: categories, chats, each tenant's enabled chats and its
   * category settings (order, hidden categories and chats).
   */
  catalogue: 'catalogue',
  /** Tenants' own security settings read on every request: the two-factor requirement. */
  tenantSecurity: 'tenant-security',
  /**
   * Sessions and what they carry of their user. Bumped by the database itself (triggers of
   * migration 0035), never by the application: sessions end in better-auth's code too.
   */
  sessions: 'sessions',
} as const

export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES]

export const DOMAINS_CACHE = CACHE_NAMES.domains
export const BRANDS_CACHE = CACHE_NAMES.brands
export const NETWORK_ACCESS_CACHE = CACHE_NAMES.networkAccess
export const CATALOGUE_CACHE = CACHE_NAMES.catalogue
export const TENANT_SECURITY_CACHE = CACHE_NAMES.tenantSecurity
export const SESSIONS_CACHE = CACHE_NAMES.sessions

/**
 * What each in-process cache reads: it drops its entries when one of these counters moves. The
 * inventory of ADR 044; a test fails when a registered counter is read by no cache.
 */
export const CACHE_READS = {
  /** app/server/tenancy/host-resolver.server.ts */
  hostMap: [DOMAINS_CACHE],
  /** app/server/theme-sources.server.ts: each application's theme, for /login/{ai_type}. */
  applicationThemes: [DOMAINS_CACHE],
  /** app/server/theme-sources.server.ts: a signed-in user's tenant's theme. */
  tenantThemes: [DOMAINS_CACHE],
  /** app/server/branding/brand-identity.server.ts */
  brandRecords: [DOMAINS_CACHE, BRANDS_CACHE],
  /**
   * app/server/render-cache: the kept sign-in pages show the Host's tenant, theme and brand, and
   * a tenant that turns its IP allow-list on must not have a page kept from before served to a
   * refused address (a listed tenant's pages are never kept: network-access-http.server.ts).
   */
  renderCache: [DOMAINS_CACHE, BRANDS_CACHE, NETWORK_ACCESS_CACHE],
  /** app/server/network-access/access-policies.server.ts: the policies name their tenant. */
  accessPolicies: [DOMAINS_CACHE, NETWORK_ACCESS_CACHE],
  /** app/server/category-settings/category-settings.server.ts: a tenant's chats under their categories. */
  categoryLayouts: [CATALOGUE_CACHE],
  /** app/server/two-factor/two-factor.server.ts: whether a tenant requires two-factor sign-in. */
  twoFactorRequirements: [TENANT_SECURITY_CACHE],
  /** app/server/chat/chat-definition.server.ts: each tenant's application (a chat turn's first lookup). */
  tenantApplications: [DOMAINS_CACHE],
  /** app/server/auth/session.server.ts: the session behind a cookie or bearer token. */
  sessions: [SESSIONS_CACHE],
} as const satisfies Record<string, readonly CacheName[]>

/** The LISTEN/NOTIFY channel; each payload is `<name>:<version>`. */
export const CACHE_CHANNEL = 'opsai_cache'

const REGISTERED: ReadonlySet<string> = new Set(Object.values(CACHE_NAMES))

export function isCacheName(name: string): name is CacheName {
  return REGISTERED.has(name)
}

export class UnregisteredCacheNameError extends Error {
  constructor(name: string) {
    super(`cache version "${name}" is not registered in CACHE_NAMES (ADR 044)`)
    this.name = 'UnregisteredCacheNameError'
  }
}

/**
 * Call in the transaction that changes the cached data: the new counter and its notification are
 * seen with the change, never before it (a rolled-back change notifies no one).
 */
export async function bumpCacheVersion(db: Db, name: CacheName): Promise<void> {
  // A name from outside TypeScript's reach (a cast, plain JS) would be read by no cache.
  if (!isCacheName(name)) throw new UnregisteredCacheNameError(name)
  await db.execute(sql`
    with bumped as (
      insert into ${cacheVersions} (name, version) values (${name}, 1)
      on conflict (name) do update
        set version = ${cacheVersions}.version + 1, updated_at = now()
      returning name, version
    )
    select pg_notify(${CACHE_CHANNEL}, name || ':' || version) from bumped`)
  // This process reads the counters again on its next check, not only when the NOTIFY comes back:
  // its own next request sees the change (process-cache-versions.server.ts holds the reader).
  ;(globalThis as { [PROCESS_READER]?: { recheck(): void } })[PROCESS_READER]?.recheck()
}

/** Where the process's version reader lives (process-cache-versions.server.ts; no import cycle). */
export const PROCESS_READER = Symbol.for('opsai.cacheVersions')

/** Every counter in one query (a name never bumped is absent: version 0). */
export async function readCacheVersions(db: Db): Promise<Map<string, number>> {
  const result = await db.execute(sql`select name, version from ${cacheVersions}`)
  const rows = rowsOf<{ name: string; version: string | number }>(result)
  return new Map(rows.map((row) => [row.name, Number(row.version)]))
}

export async function readCacheVersion(db: Db, name: CacheName): Promise<number> {
  return (await readCacheVersions(db)).get(name) ?? 0
}

/** `<name>:<version>` of a notification, or undefined when it is not one this code sent. */
export function parseCacheNotification(payload: string): { name: CacheName; version: number } | undefined {
  const separator = payload.lastIndexOf(':')
  const name = payload.slice(0, separator)
  const version = Number(payload.slice(separator + 1))
  if (separator <= 0 || !isCacheName(name) || !Number.isSafeInteger(version)) return undefined
  return { name, version }
}
