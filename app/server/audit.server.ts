import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema'

export interface AuditEntry {
  /** Who: `cli:<os user>`, `user:<id>`, `system`. */
  actor: string
  /** What, as `noun.verb`: `tenant.create`, `domain.map`, `tokens.grant`. */
  action: string
  tenantId?: string | null
  target?: string | null
  /** Never secrets: callers pass what was changed, not credentials. */
  details?: Record<string, unknown>
}

/** Records an action; call it with the transaction that makes the change, so both land or neither. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    tenantId: entry.tenantId ?? null,
    target: entry.target ?? null,
    details: entry.details ?? {},
  })
}

/** The newest entries first, optionally of one tenant. */
export async function listAudit(db: Db, options: { tenantId?: string; limit?: number } = {}) {
  const query = db.select().from(auditLog)
  const filtered = options.tenantId ? query.where(eq(auditLog.tenantId, options.tenantId)) : query
  return filtered.orderBy(desc(auditLog.id)).limit(options.limit ?? 100)
}
