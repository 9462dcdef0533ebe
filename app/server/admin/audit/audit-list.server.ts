/**
 * The audit log for the console: every administrator, operator (CLI) and tenant-user action,
 * filtered by actor, action, tenant and Japan-day range, one page at a time, newest first.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AuditNames } from '#app/features/admin-audit/audit-presentation.shared'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { japanDayEnd, japanDayStart } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { auditLog, tenants, tokenPurchases, user } from '#db/schema'
import { pagingFields } from '../list-paging.server'
import { containsText, escapeLike } from '../text-search.server'

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const

export function auditQuerySchema() {
  const text = (max: number) => z.string().trim().max(max).optional().catch(undefined)
  return z.object({
    actor: text(200),
    action: text(100),
    tenant: text(63),
    from: text(10),
    to: text(10),
    oldestFirst: z.boolean().default(false).catch(false),
    ...pagingFields(AUDIT_PAGE_SIZES, 20),
  })
}
export type AuditQuery = z.input<ReturnType<typeof auditQuerySchema>>

/** `admin:<id>` and `user:<id>` actors are people: their e-mail address is shown (and searched) beside the id. */
const actorUserId = sql`case when ${auditLog.actor} ~ '^(admin|user):' then substring(${auditLog.actor} from position(':' in ${auditLog.actor}) + 1) end`

/** The join to users is needed only to match an e-mail address; counting without it is much cheaper. */
function countAudit(db: Db, where: SQL | undefined, byActor: boolean) {
  const total = { total: sql<number>`count(*)`.mapWith(Number) }
  if (!byActor) return db.select(total).from(auditLog).where(where)
  return db.select(total).from(auditLog).leftJoin(user, sql`${user.id} = ${actorUserId}`).where(where)
}

export async function listAuditPage(db: Db, input: unknown) {
  // Every field falls back on its own; a query that is not an object at all is the default one.
  const query = auditQuerySchema().parse(
    typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {},
  )
  const fieldErrors: Record<string, BilingualText> = {}
  const start = query.from ? japanDayStart(query.from) : undefined
  const end = query.to ? japanDayEnd(query.to) : undefined
  if (query.from && !start) fieldErrors.from = bothLanguages('errors.adminTenants.dateFormat')
  if (query.to && !end) fieldErrors.to = bothLanguages('errors.adminTenants.dateFormat')
  if (start && end && start >= end) fieldErrors.to = bothLanguages('errors.adminTenants.endBeforeStart')
  let tenantId: string | undefined
  if (query.tenant) {
    const [found] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.slug, query.tenant.toLowerCase()))
    if (found) tenantId = found.id
    else {
      fieldErrors.tenant = bothLanguages('errors.adminTenants.noSuchTenant', { slug: query.tenant })
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { rows: [], names: {}, total: 0, query, fieldErrors }

  const where = and(
    containsText(query.actor, [auditLog.actor, user.email]),
    // A prefix: `tenant.` finds every tenant action, `tenant.create` just that one.
    query.action ? ilike(auditLog.action, `${escapeLike(query.action)}%`) : undefined,
    tenantId ? eq(auditLog.tenantId, tenantId) : undefined,
    start ? gte(auditLog.at, start) : undefined,
    end ? lt(auditLog.at, end) : undefined,
  )
  const order = query.oldestFirst
    ? [asc(auditLog.at), asc(auditLog.id)]
    : [desc(auditLog.at), desc(auditLog.id)]
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: auditLog.actor,
        actorEmail: user.email,
        action: auditLog.action,
        tenantSlug: tenants.slug,
        tenantName: tenants.name,
        target: auditLog.target,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(tenants, eq(tenants.id, auditLog.tenantId))
      .leftJoin(user, sql`${user.id} = ${actorUserId}`)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    countAudit(db, where, Boolean(query.actor)),
  ])
  return {
    rows: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      details: JSON.stringify(row.details ?? {}),
    })),
    names: await namesOnPage(db, rows),
    total: counted?.total ?? 0,
    query,
    fieldErrors,
  }
}

/**
 * The people and tenants a page of entries mentions by id (actor, target, a `userId` detail),
 * so the log reads as names, not UUIDs. Two look-ups for the page, not one per row.
 */
async function namesOnPage(
  db: Db,
  rows: { actor: string; target: string | null; details: unknown }[],
): Promise<AuditNames> {
  const ids = new Set<string>()
  for (const row of rows) {
    const actorId = /^(admin|user):(.+)$/.exec(row.actor)?.[2]
    if (actorId) ids.add(actorId)
    if (row.target) ids.add(row.target)
    const details = row.details
    if (details && typeof details === 'object' && 'userId' in details && typeof details.userId === 'string')
      ids.add(details.userId)
  }
  if (ids.size === 0) return {}
  const list = [...ids]
  const [people, tenantRows, purchaseRows] = await Promise.all([
    db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, list)),
    db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(inArray(tenants.id, list)),
    // A purchase is the target of its payment actions: named by its pack.
    db
      .select({ id: tokenPurchases.id, name: tokenPurchases.packName })
      .from(tokenPurchases)
      .where(inArray(tokenPurchases.id, list)),
  ])
  const names: AuditNames = {}
  for (const purchase of purchaseRows) names[purchase.id] = { name: purchase.name }
  for (const tenant of tenantRows) names[tenant.id] = { name: tenant.name }
  for (const person of people) names[person.id] = { name: person.name || person.email, email: person.email }
  return names
}
export type AuditPage = Awaited<ReturnType<typeof listAuditPage>>
export type AuditRow = AuditPage['rows'][number]
