/**
 * /admin/applications: the applications (ai_type) listed with their tenants, created and edited
 * through the CLI's service (applications.server.ts, which validates provider settings and keeps
 * the API key write-only), and deleted when no tenant uses them. Nothing here ever reads the key:
 * rows come back redacted (`hasApiKey`).
 */
import { type AnyColumn, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { ApplicationSort } from '#app/features/admin-applications/admin-applications-search.shared'
import type { ListQuery } from '#app/features/admin-users/admin-list-query.shared'
import type { Db } from '#db/client'
import { applications, plans, systemSettings, tenants } from '#db/schema'
import { OFFLINE_SETTINGS, providerSettingsSchema } from '../../ai/provider-settings.server'
import { recordAudit } from '../../audit.server'
import { ConflictError } from '../../errors.server'
import {
  type Application,
  type ApplicationPatch,
  findApplication,
  requireApplication,
} from '../../tenancy/applications.server'
import { bumpCacheVersion, DOMAINS_CACHE } from '../../tenancy/cache-version.server'
import { correlatedCount } from '../correlated-count.server'
import { quotedNames } from '../name-list.server'
import { SETTING_KEYS } from '../system/system-settings.server'
import { containsText } from '../text-search.server'
import { type AdminCaller, type FieldErrors, fieldErrorsOf } from '../users/admin-api.server'

export interface AdminApplicationRow extends Application {
  defaultPlanName: string | null
  tenantCount: number
}

export interface AdminApplicationsPage {
  rows: AdminApplicationRow[]
  total: number
  page: number
  size: number
}

const tenantCount = correlatedCount(tenants, tenants.applicationKey, applications, applications.key)

const SORT_COLUMNS: Record<ApplicationSort, SQL | AnyColumn> = {
  key: applications.key,
  name: applications.name,
  themeKey: applications.themeKey,
  defaultPlan: sql`coalesce(${plans.name}, '')`,
  tenants: tenantCount,
}

export async function listAdminApplications(
  db: Db,
  query: ListQuery<ApplicationSort>,
): Promise<AdminApplicationsPage> {
  const where = containsText(query.q, [applications.key, applications.name])
  const order = query.dir === 'desc' ? desc : asc
  const [page, totals] = await Promise.all([
    db
      .select({ key: applications.key, defaultPlanName: plans.name, tenantCount })
      .from(applications)
      .leftJoin(plans, eq(plans.id, applications.defaultPlanId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), asc(applications.key))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(applications).where(where),
  ])
  // Each row through the service's own reader, which redacts the provider settings.
  const rows = await Promise.all(
    page.map(async (row): Promise<AdminApplicationRow | undefined> => {
      const application = await findApplication(db, row.key)
      return (
        application && { ...application, defaultPlanName: row.defaultPlanName, tenantCount: row.tenantCount }
      )
    }),
  )
  return {
    rows: rows.filter((row): row is AdminApplicationRow => row !== undefined),
    total: totals[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  }
}

/**
 * The field errors the service's merge of a settings change would end in (it checks the same
 * schema, but as one message): the stored key counts as present without being read.
 */
export function settingsPatchErrors(
  current: Application,
  settings: ApplicationPatch['settings'],
): FieldErrors | undefined {
  if (!settings) return undefined
  const stored = current.settings
  const merged: Record<string, unknown> = stored
    ? {
        provider: stored.provider,
        ...(stored.baseURL && { baseURL: stored.baseURL }),
        ...(stored.model && { model: stored.model }),
        ...(stored.hasApiKey && { apiKey: 'stored' }),
      }
    : { ...OFFLINE_SETTINGS }
  for (const [field, value] of Object.entries(settings)) {
    if (value === null) delete merged[field]
    else if (value !== undefined) merged[field] = value
  }
  const result = providerSettingsSchema.safeParse(merged)
  if (result.success) return undefined
  const errors = fieldErrorsOf(result.error)
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [`settings.${field}`, text]))
}

export async function deleteApplication(db: Db, key: string, caller: AdminCaller) {
  return db.transaction(async (tx) => {
    const application = await requireApplication(tx, key)
    await tx
      .select({ key: applications.key })
      .from(applications)
      .where(eq(applications.key, key))
      .for('update')
    const [users, totals] = await Promise.all([
      tx
        .select({ slug: tenants.slug, name: tenants.name })
        .from(tenants)
        .where(eq(tenants.applicationKey, key))
        .orderBy(asc(tenants.slug))
        .limit(5),
      tx.select({ total: count() }).from(tenants).where(eq(tenants.applicationKey, key)),
    ])
    const total = totals[0]?.total ?? 0
    if (total > 0) {
      const names = users.map((tenant) => tenant.name)
      throw new ConflictError('errors.adminApplications.inUse', {
        name: application.name,
        tenantsJa: quotedNames('ja', names, total),
        tenantsEn: quotedNames('en', names, total),
      })
    }
    // /freeRegist without an ai_type registers on the system's default application: deleting it
    // would break registration, so the setting must point elsewhere first.
    const [defaultSetting] = await tx
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, SETTING_KEYS.defaultApplication))
      .for('update')
    if ((defaultSetting?.value as { key?: unknown } | null | undefined)?.key === key) {
      throw new ConflictError('errors.adminApplications.systemDefault', { name: application.name })
    }
    await tx.delete(applications).where(eq(applications.key, key))
    // Hosts and cached anonymous pages (app/server/render-cache) may have shown this brand.
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'application.delete',
      target: key,
      details: { name: application.name },
    })
    return { key }
  })
}
