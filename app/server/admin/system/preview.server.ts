/**
 * Data of /admin/system/preview: a tenant picker (searched on the server: there may be thousands)
 * and one tenant's home as its members see it — its chats in its category order and its balance —
 * loaded with the home page's own service, so the preview cannot drift from the real page.
 * Recent threads are a member's own, so the preview shows none of a real member's.
 */
import { asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { BrandIdentity } from '#app/features/branding/brand-identity.shared'
import type { Db } from '#db/client'
import { applications, tenants } from '#db/schema'
import { clientIdentity } from '../../branding/brand-icons.server'
import { loadBrandRecord } from '../../branding/brand-record.server'
import { type HomeData, loadHome } from '../../home/home.server'

export const PREVIEW_TENANT_LIMIT = 20

export interface PreviewTenant {
  id: string
  slug: string
  name: string
  applicationKey: string
  /** Its own theme, else its application's (the theme its pages show). */
  themeKey: string
}

const columns = {
  id: tenants.id,
  slug: tenants.slug,
  name: tenants.name,
  applicationKey: tenants.applicationKey,
  themeKey: sql<string>`coalesce(${tenants.themeKey}, ${applications.themeKey})`,
}

/** Tenants whose name or slug contains `query` (case-insensitive), by slug, at most 20. */
export async function searchPreviewTenants(db: Db, query: string): Promise<PreviewTenant[]> {
  const trimmed = query.trim().slice(0, 100)
  // LIKE's own wildcards in the query are matched literally.
  const pattern = `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return db
    .select(columns)
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(trimmed ? or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern)) : undefined)
    .orderBy(asc(tenants.slug))
    .limit(PREVIEW_TENANT_LIMIT)
}

export interface TenantPreview {
  tenant: PreviewTenant
  home: HomeData
  /** The identity the tenant's pages speak as (its application's, with its own name and logo). */
  identity: BrandIdentity | null
}

/** Every application's identity and theme: a preview column shows the brand of its theme. */
export async function listPreviewBrands(db: Db): Promise<{ themeKey: string; identity: BrandIdentity }[]> {
  const rows = await db
    .select({ key: applications.key, themeKey: applications.themeKey })
    .from(applications)
    .orderBy(asc(applications.key))
  const brands = await Promise.all(
    rows.map(async (row) => {
      const record = await loadBrandRecord(db, row.key)
      return record && { themeKey: row.themeKey, identity: clientIdentity(record) }
    }),
  )
  return brands.filter((brand): brand is NonNullable<typeof brand> => brand !== undefined)
}

/** Null for an unknown id. */
export async function loadTenantPreview(db: Db, tenantId: string): Promise<TenantPreview | null> {
  const [tenant] = await db
    .select(columns)
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eq(tenants.id, tenantId))
  if (!tenant) return null
  // A member who does not exist: the tenant's chats and balance, no one's threads.
  const home = await loadHome(db, { tenantId, userId: '__preview__', role: 'owner' })
  const record = await loadBrandRecord(db, tenant.applicationKey, tenant.id)
  return { tenant, home, identity: record ? clientIdentity(record) : null }
}
