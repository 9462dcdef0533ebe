import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { plans } from '#db/schema'
import { catalogueUpsert } from '../catalogue-upsert.server'
import { NotFoundError } from '../errors.server'
import { displayNameSchema, planIdSchema, tokenCountSchema } from './fields.server'

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

/** Creates or updates plans by id from a seed file (catalogue-upsert.server.ts). */
export const upsertPlans = catalogueUpsert({
  table: plans,
  rowSchema: planInputSchema,
  auditAction: 'plan.upsert',
})
