/**
 * /admin/plans: the plans tenants pay for, listed with who uses them, created, edited and
 * deleted. Values are checked by the tenancy schema the CLI's seed uses (plans.server.ts).
 *
 * A plan in use (a tenant is on it, or an application starts free registrations on it) is not
 * deleted: the refusal names its users. Refusing rather than archiving keeps one meaning for a
 * plan row everywhere (/payment's plan list, free registration, the monthly grant) without an
 * "archived" state each of them would have to learn; the administrator moves the tenants to
 * another plan first (/admin/tenants), then deletes.
 */
import { type AnyColumn, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { PlanSort } from '#app/features/admin-plans/admin-plans-search.shared'
import type { ListQuery } from '#app/features/admin-users/admin-list-query.shared'
import type { Locale } from '#app/i18n/locale'
import { textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { applications, plans, tenants } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { ConflictError } from '../../errors.server'
import { assertPlanApplication, findPlan, planInputSchema, requirePlan } from '../../tenancy/plans.server'
import { correlatedCount } from '../correlated-count.server'
import { quotedNames } from '../name-list.server'
import { containsText } from '../text-search.server'
import type { AdminCaller } from '../users/admin-api.server'

export const createPlanSchema = planInputSchema.strict()
/** An edit replaces every field but the id (the form always sends them all). */
export const updatePlanSchema = planInputSchema.omit({ id: true }).strict()

export interface AdminPlanRow {
  id: string
  name: string
  monthlyTokens: number
  priceJpy: number
  maxUsers: number | null
  maxChats: number | null
  /** Knowledge storage in MB; null: unlimited. */
  storageMb: number | null
  /** The only application offered the plan, with its name; null: every application. */
  applicationKey: string | null
  applicationName: string | null
  position: number
  /** Tenants on the plan. */
  tenantCount: number
  /** Applications whose free registration starts on it. */
  applicationCount: number
}

export interface AdminPlansPage {
  rows: AdminPlanRow[]
  total: number
  page: number
  size: number
}

const tenantCount = correlatedCount(tenants, tenants.planId, plans, plans.id)
const applicationCount = correlatedCount(applications, applications.defaultPlanId, plans, plans.id)

const SORT_COLUMNS: Record<PlanSort, SQL | AnyColumn> = {
  position: plans.position,
  id: plans.id,
  name: plans.name,
  monthlyTokens: plans.monthlyTokens,
  priceJpy: plans.priceJpy,
  tenants: tenantCount,
}

export async function listAdminPlans(db: Db, query: ListQuery<PlanSort>): Promise<AdminPlansPage> {
  const where = containsText(query.q, [plans.id, plans.name])
  const order = query.dir === 'desc' ? desc : asc
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: plans.id,
        name: plans.name,
        monthlyTokens: plans.monthlyTokens,
        priceJpy: plans.priceJpy,
        maxUsers: plans.maxUsers,
        maxChats: plans.maxChats,
        storageMb: plans.storageMb,
        applicationKey: plans.applicationKey,
        applicationName: applications.name,
        position: plans.position,
        tenantCount,
        applicationCount,
      })
      .from(plans)
      .leftJoin(applications, eq(applications.key, plans.applicationKey))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), asc(plans.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(plans).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0, page: query.page, size: query.size }
}

export async function createPlan(db: Db, input: z.infer<typeof createPlanSchema>, caller: AdminCaller) {
  return db.transaction(async (tx) => {
    if (await findPlan(tx, input.id)) throw planExists(input.id)
    await assertPlanApplication(tx, input.id, input.applicationKey)
    const [row] = await tx.insert(plans).values(input).returning()
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'plan.create',
      target: input.id,
      details: { ...input },
    })
    return row
  })
}

export function planExists(id: string) {
  return new ConflictError('errors.adminPlans.exists', { id })
}

export async function updatePlan(
  db: Db,
  id: string,
  input: z.infer<typeof updatePlanSchema>,
  caller: AdminCaller,
) {
  return db.transaction(async (tx) => {
    const before = await requirePlan(tx, id)
    // Lock the plan: a tenant moving onto it meanwhile is counted by the check below.
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update')
    await assertPlanApplication(tx, id, input.applicationKey)
    const [row] = await tx
      .update(plans)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(plans.id, id))
      .returning()
    const changes = Object.fromEntries(
      Object.entries(input)
        .filter(([field, value]) => before[field as keyof typeof input] !== value)
        .map(([field, value]) => [field, { from: before[field as keyof typeof input], to: value }]),
    )
    await recordAudit(tx, { actor: caller.actor, action: 'plan.update', target: id, details: changes })
    return row
  })
}

/** Who uses a plan, by name (at most `limit` of each, with the full counts). */
export async function planUsers(db: Db, id: string, limit = 5) {
  const [tenantRows, tenantTotal, applicationRows] = await Promise.all([
    db
      .select({ slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.planId, id))
      .orderBy(asc(tenants.slug))
      .limit(limit),
    db.select({ total: count() }).from(tenants).where(eq(tenants.planId, id)),
    db
      .select({ key: applications.key, name: applications.name })
      .from(applications)
      .where(eq(applications.defaultPlanId, id))
      .orderBy(asc(applications.key)),
  ])
  return { tenants: tenantRows, tenantTotal: tenantTotal[0]?.total ?? 0, applications: applicationRows }
}

/** Why a plan in use cannot go, in one language: its tenants, the applications it is the default of. */
function refusalReasons(locale: Locale, users: Awaited<ReturnType<typeof planUsers>>) {
  const reasons: string[] = []
  if (users.tenantTotal > 0) {
    const names = quotedNames(
      locale,
      users.tenants.map((row) => row.name),
      users.tenantTotal,
    )
    reasons.push(textIn(locale, 'errors.adminPlans.tenantsOnIt', { names }))
  }
  if (users.applications.length > 0) {
    const names = quotedNames(
      locale,
      users.applications.map((row) => row.name),
    )
    const key =
      users.applications.length > 1
        ? 'errors.adminPlans.defaultOfApplications'
        : 'errors.adminPlans.defaultOfApplication'
    reasons.push(textIn(locale, key, { names }))
  }
  return reasons.join(textIn(locale, 'errors.adminPlans.reasonSeparator'))
}

export async function deletePlan(db: Db, id: string, caller: AdminCaller) {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, id)
    // Lock the plan row: a tenant moved onto it meanwhile waits, then fails on the foreign key.
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update')
    const users = await planUsers(tx, id)
    if (users.tenantTotal > 0 || users.applications.length > 0) {
      throw new ConflictError('errors.adminPlans.cannotDelete', {
        name: plan.name,
        reasonsJa: refusalReasons('ja', users),
        reasonsEn: refusalReasons('en', users),
      })
    }
    await tx.delete(plans).where(eq(plans.id, id))
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'plan.delete',
      target: id,
      details: { name: plan.name },
    })
    return { id }
  })
}
