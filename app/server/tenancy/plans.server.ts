import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { plans } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError } from '../errors.server'
import { displayNameSchema, planIdSchema, tokenCountSchema, validateInput } from './fields.server'

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
  position: z.number().int().default(0),
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

/**
 * Creates or updates plans by id (a seed file run twice updates, never duplicates). All are
 * validated before the first write, and written in one transaction.
 */
export async function upsertPlans(
  db: Db,
  inputs: PlanInput[],
  actor: string,
): Promise<{ created: string[]; updated: string[] }> {
  const parsed = validateInput(z.array(planInputSchema), inputs)
  return db.transaction(async (tx) => {
    const created: string[] = []
    const updated: string[] = []
    for (const plan of parsed) {
      const existing = await findPlan(tx, plan.id)
      await tx
        .insert(plans)
        .values(plan)
        .onConflictDoUpdate({ target: plans.id, set: { ...plan, updatedAt: sql`now()` } })
      ;(existing ? updated : created).push(plan.id)
    }
    await recordAudit(tx, { actor, action: 'plan.upsert', details: { created, updated } })
    return { created, updated }
  })
}
