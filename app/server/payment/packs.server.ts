/** Token packs offered on /payment: read by the page, written by `opsai seed packs` and the demo seed. */
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { tokenPacks } from '#db/schema'
import { catalogueUpsert } from '../catalogue-upsert.server'
import { NotFoundError } from '../errors.server'
import { displayNameSchema } from '../tenancy/fields.server'

export const packInputSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'errors.fields.lowerCaseId'),
  name: displayNameSchema,
  /** The English display name (ADR 020); absent: the Japanese name is shown in English too. */
  nameEn: displayNameSchema.nullable().optional(),
  tokens: z.number().int('errors.fields.notWhole').positive('errors.fields.positive'),
  priceJpy: z.number().int('errors.fields.notWhole').positive('errors.fields.positive'),
  active: z.boolean().default(true),
  position: z.number().int().default(0),
})
export type PackInput = z.input<typeof packInputSchema>
export type TokenPack = typeof tokenPacks.$inferSelect

export async function listPacks(db: Db, options: { activeOnly?: boolean } = {}): Promise<TokenPack[]> {
  const query = db.select().from(tokenPacks)
  const filtered = options.activeOnly ? query.where(eq(tokenPacks.active, true)) : query
  return filtered.orderBy(asc(tokenPacks.position), asc(tokenPacks.id))
}

/** An offered pack; a retired or unknown id is refused (404) so nobody buys what is not sold. */
export async function requireActivePack(db: Db, id: string): Promise<TokenPack> {
  const [pack] = await db
    .select()
    .from(tokenPacks)
    .where(and(eq(tokenPacks.id, id), eq(tokenPacks.active, true)))
  if (!pack) throw new NotFoundError('errors.payment.unknownPack', { id })
  return pack
}

/** Creates or updates packs by id from a seed file (catalogue-upsert.server.ts). */
export const upsertPacks = catalogueUpsert({
  table: tokenPacks,
  rowSchema: packInputSchema,
  auditAction: 'pack.upsert',
})
