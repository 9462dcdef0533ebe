import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '#db/client'
import { recordAudit } from '../audit.server'
import { validateInput } from '../tenancy/fields.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { appendLedgerEntry, getBalance } from './ledger.server'

const grantSchema = z.object({
  amount: z
    .number({ message: 'errors.fields.notANumber' })
    .int('errors.fields.notWhole')
    .positive('errors.fields.positive')
    .max(Number.MAX_SAFE_INTEGER),
  reason: z.string().trim().min(1, 'errors.fields.empty').max(1000),
  /** The same key again records nothing (a retried command or form). */
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
  actor: z.string().trim().min(1).max(200),
})

/**
 * Additional tokens granted by an operator or the administrator (/admin/additionalTokens): one
 * `additional_grant` entry and its audit row, in one transaction.
 */
export async function grantAdditionalTokens(db: Db, tenantId: string, input: z.input<typeof grantSchema>) {
  const tenant = requireTenantId(tenantId)
  const grant = validateInput(grantSchema, input)
  return db.transaction(async (tx) => {
    const recorded = await appendLedgerEntry(tx, tenant, {
      kind: 'additional_grant',
      amount: grant.amount,
      idempotencyKey: grant.idempotencyKey ?? `additional_grant:${randomUUID()}`,
      actor: grant.actor,
      reason: grant.reason,
    })
    if (recorded.created) {
      await recordAudit(tx, {
        actor: grant.actor,
        action: 'tokens.grant',
        tenantId: tenant,
        target: String(recorded.entry.id),
        details: { amount: grant.amount, reason: grant.reason },
      })
    }
    return { ...recorded, balance: await getBalance(tx, tenant) }
  })
}
