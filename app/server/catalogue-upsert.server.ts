/**
 * Seed-file catalogues (plans, token packs): rows created or updated by id (a file run twice
 * updates, never duplicates), all validated before the first write, in one audited transaction.
 */
import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Db } from '#db/client'
import { recordAudit } from './audit.server'
import { validateInput } from './tenancy/fields.server'

export function catalogueUpsert<S extends z.ZodType<{ id: string }>>(spec: {
  table: PgTable & { id: PgColumn }
  rowSchema: S
  auditAction: string
}) {
  return async (
    db: Db,
    inputs: z.input<S>[],
    actor: string,
  ): Promise<{ created: string[]; updated: string[] }> => {
    const { table } = spec
    const parsed = validateInput(z.array(spec.rowSchema), inputs)
    return db.transaction(async (tx) => {
      const created: string[] = []
      const updated: string[] = []
      for (const row of parsed) {
        const [existing] = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(eq(table.id, row.id))
        // The generic table cannot name its insert type; the schema above has checked the row.
        await tx
          .insert(table)
          .values(row as never)
          .onConflictDoUpdate({ target: table.id, set: { ...row, updatedAt: sql`now()` } as never })
        ;(existing ? updated : created).push(row.id)
      }
      await recordAudit(tx, { actor, action: spec.auditAction, details: { created, updated } })
      return { created, updated }
    })
  }
}
