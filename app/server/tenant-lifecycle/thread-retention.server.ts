/**
 * Thread retention (issue 18, ADR 030): a tenant keeps its threads N days after their last
 * activity, or forever (null). The nightly job deletes, tenant by tenant, the threads (soft-
 * deleted ones too) untouched for longer, with what the schema hangs on them — messages,
 * feedback — and their chat attachments; nothing else (usage events, the ledger and knowledge
 * bases stay). Each batch is its own short transaction, so a huge tenant never holds one giant
 * one, and each tenant's run is audited with what went.
 */
import { and, asc, count, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { messageFeedback, messages, tenants, threads } from '#db/schema'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import type { BackgroundJob } from '../jobs/background-jobs.server'
import type { JobContext } from '../jobs/job-types.server'
import { deleteAttachmentsOfThreads } from '../knowledge/attachments.server'

export const RETENTION_MAX_DAYS = 36_500
const DAY_MS = 24 * 60 * 60 * 1000
/** Threads deleted per transaction. */
const RETENTION_BATCH = 200

const RETENTION_REFUSAL = 'errors.tenantLifecycle.retentionInvalid' as const

/** `{ days }`: whole days from 1 to 36500, or null (forever); anything else is refused. */
export const retentionInputSchema = z.object({
  days: z
    .number(RETENTION_REFUSAL)
    .int(RETENTION_REFUSAL)
    .min(1, RETENTION_REFUSAL)
    .max(RETENTION_MAX_DAYS, RETENTION_REFUSAL)
    .nullable(),
})
export type RetentionInput = z.infer<typeof retentionInputSchema>

export async function getThreadRetention(db: Db, tenantId: string): Promise<{ days: number | null }> {
  const [row] = await db
    .select({ days: tenants.threadRetentionDays })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  if (!row) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
  return { days: row.days }
}

/** Sets the tenant's retention (validated again here: the CLI calls this too), audited. */
export async function setThreadRetention(
  db: Db,
  input: { tenantId: string; days: unknown; actor: string },
): Promise<{ days: number | null; changed: boolean }> {
  const parsed = retentionInputSchema.safeParse({ days: input.days })
  if (!parsed.success) throw new InvalidInputError(RETENTION_REFUSAL)
  const days = parsed.data.days
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: tenants.slug, days: tenants.threadRetentionDays })
      .from(tenants)
      .where(eq(tenants.id, input.tenantId))
      .for('update')
    if (!row) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
    if (row.days === days) return { days, changed: false }
    await tx.update(tenants).set({ threadRetentionDays: days }).where(eq(tenants.id, input.tenantId))
    await recordAudit(tx, {
      actor: input.actor,
      action: 'tenant.retention',
      tenantId: input.tenantId,
      target: row.slug,
      details: { from: row.days, to: days },
    })
    return { days, changed: true }
  })
}

export interface RetentionResult {
  threads: number
  messages: number
  feedback: number
  attachments: number
}

/** Deletes one batch of the tenant's threads last active before `cutoff`; undefined: none left. */
async function deleteBatch(db: Db, tenantId: string, cutoff: Date): Promise<RetentionResult | undefined> {
  return db.transaction(async (tx) => {
    // A thread a reply is being written to right now is locked by that turn: left for next night.
    const rows = await tx
      .select({ id: threads.id })
      .from(threads)
      .where(and(eq(threads.tenantId, tenantId), lt(threads.updatedAt, cutoff)))
      .orderBy(asc(threads.id))
      .limit(RETENTION_BATCH)
      .for('update', { skipLocked: true })
    if (rows.length === 0) return undefined
    const ids = rows.map((row) => row.id)
    const inBatch = and(eq(messages.tenantId, tenantId), inArray(messages.threadId, ids))
    const [messageCount] = await tx.select({ n: count() }).from(messages).where(inBatch)
    const [feedbackCount] = await tx
      .select({ n: count() })
      .from(messageFeedback)
      .innerJoin(
        messages,
        and(eq(messages.tenantId, messageFeedback.tenantId), eq(messages.id, messageFeedback.messageId)),
      )
      .where(inBatch)
    const attachments = await deleteAttachmentsOfThreads(tx, tenantId, ids)
    // Messages and their feedback go with their thread (foreign keys with cascade).
    await tx.delete(threads).where(and(eq(threads.tenantId, tenantId), inArray(threads.id, ids)))
    return {
      threads: ids.length,
      messages: Number(messageCount?.n ?? 0),
      feedback: Number(feedbackCount?.n ?? 0),
      attachments,
    }
  })
}

/** Applies one tenant's retention at `now`, batch by batch; `between` runs between batches. */
export async function applyThreadRetention(
  db: Db,
  tenant: { id: string; slug: string; days: number },
  now: Date,
  between: () => Promise<void> = async () => {},
): Promise<RetentionResult & { cutoff: Date }> {
  const cutoff = new Date(now.getTime() - tenant.days * DAY_MS)
  const total: RetentionResult = { threads: 0, messages: 0, feedback: 0, attachments: 0 }
  for (;;) {
    const batch = await deleteBatch(db, tenant.id, cutoff)
    if (!batch) break
    total.threads += batch.threads
    total.messages += batch.messages
    total.feedback += batch.feedback
    total.attachments += batch.attachments
    if (batch.threads < RETENTION_BATCH) break
    await between()
  }
  if (total.threads > 0) {
    await recordAudit(db, {
      actor: 'system',
      action: 'tenant.retention.run',
      tenantId: tenant.id,
      target: tenant.slug,
      details: { days: tenant.days, cutoff: cutoff.toISOString(), ...total },
    })
  }
  return { ...total, cutoff }
}

/** The nightly `thread-retention` job: every tenant with a policy, at the worker's clock. */
export async function runThreadRetentionJob(db: Db, _job: BackgroundJob, context: JobContext): Promise<void> {
  const withPolicy = await db
    .select({ id: tenants.id, slug: tenants.slug, days: tenants.threadRetentionDays })
    .from(tenants)
    .where(isNotNull(tenants.threadRetentionDays))
    .orderBy(asc(tenants.id))
  const keepLease = async () => {
    if (!(await context.extendLease())) throw new Error('the retention job lost its lease to another worker')
  }
  for (const tenant of withPolicy) {
    if (tenant.days === null) continue
    await applyThreadRetention(
      db,
      { id: tenant.id, slug: tenant.slug, days: tenant.days },
      context.now,
      keepLease,
    )
    await keepLease()
  }
}
