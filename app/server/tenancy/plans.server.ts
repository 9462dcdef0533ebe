import { and, asc, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import { isPlanOffered } from '#app/features/payment/plan-change-rules.shared'
import type { Db } from '#db/client'
import { applications, plans, tenants } from '#db/schema'
import { catalogueUpsert } from '../catalogue-upsert.server'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { aiTypeSchema, displayNameSchema, planIdSchema, tokenCountSchema } from './fields.server'

const limitSchema = z
  .number()
  .int('errors.fields.notWhole')
  .positive('errors.fields.positive')
  .nullable()
  .default(null)

export const planInputSchema = z.object({
  id: planIdSchema,
  name: displayNameSchema,
  /** The English display name (ADR 020); absent: the Japanese name is shown in English too. */
  nameEn: displayNameSchema.nullable().optional(),
  monthlyTokens: tokenCountSchema,
  priceJpy: z.number().int().min(0, 'errors.fields.negative'),
  /** `null` (or absent): unlimited. */
  maxUsers: limitSchema,
  maxChats: limitSchema,
  /** Knowledge storage in MB; `null` (or absent): unlimited. */
  storageMb: limitSchema,
  position: z.number().int().default(0),
  /** The only application whose tenants may take the plan; `null` (or absent): every application. */
  applicationKey: aiTypeSchema.nullable().default(null),
})
export type PlanInput = z.input<typeof planInputSchema>
export type Plan = typeof plans.$inferSelect

export async function listPlans(db: Db): Promise<Plan[]> {
  return db.select().from(plans).orderBy(asc(plans.position), asc(plans.id))
}

export async function findPlan(db: Db, id: string): Promise<Plan | undefined> {
  return (await db.select().from(plans).where(eq(plans.id, id)))[0]
}

export async function requirePlan(db: Db, id: string): Promise<Plan> {
  const plan = await findPlan(db, id)
  if (!plan) throw new NotFoundError('errors.tenancy.unknownPlan', { id })
  return plan
}

/** Free registration's plan for `applicationKey`: it must exist and be offered to the application. */
export async function requireOfferedDefaultPlan(db: Db, id: string, applicationKey: string): Promise<Plan> {
  const plan = await requirePlan(db, id)
  if (!isPlanOffered(plan, applicationKey)) {
    throw new InvalidInputError('errors.payment.planOfOtherApplication', { id, application: applicationKey })
  }
  return plan
}

/**
 * A plan may belong to one application only while no other application uses it: no tenant of
 * another application is on it and no other application starts free registrations on it. The
 * application must exist.
 */
export async function assertPlanApplication(db: Db, planId: string, applicationKey: string | null) {
  if (applicationKey === null) return
  const [application] = await db
    .select({ key: applications.key })
    .from(applications)
    .where(eq(applications.key, applicationKey))
  if (!application) throw new NotFoundError('errors.tenancy.unknownApplication', { key: applicationKey })
  const [tenantRows, defaultOf] = await Promise.all([
    db
      .select({ slug: tenants.slug })
      .from(tenants)
      .where(and(eq(tenants.planId, planId), ne(tenants.applicationKey, applicationKey)))
      .orderBy(asc(tenants.slug))
      .limit(6),
    db
      .select({ key: applications.key })
      .from(applications)
      .where(and(eq(applications.defaultPlanId, planId), ne(applications.key, applicationKey)))
      .orderBy(asc(applications.key)),
  ])
  if (tenantRows.length === 0 && defaultOf.length === 0) return
  const names = [...tenantRows.slice(0, 5).map((row) => row.slug), ...defaultOf.map((row) => row.key)]
  throw new ConflictError('errors.tenancy.planUsedElsewhere', {
    id: planId,
    application: applicationKey,
    users: `${names.join(', ')}${tenantRows.length > 5 ? ', …' : ''}`,
  })
}

const upsertPlanRows = catalogueUpsert({
  table: plans,
  rowSchema: planInputSchema,
  auditAction: 'plan.upsert',
})

/** Creates or updates plans by id from a seed file (catalogue-upsert.server.ts). */
export const upsertPlans: typeof upsertPlanRows = async (db, inputs, actor) => {
  const parsed = inputs.map((input) => planInputSchema.safeParse(input))
  // Rows that do not parse are refused, with the field, by the upsert's own validation.
  for (const row of parsed) {
    if (row.success) await assertPlanApplication(db, row.data.id, row.data.applicationKey)
  }
  return upsertPlanRows(db, inputs, actor)
}
