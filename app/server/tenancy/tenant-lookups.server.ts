/**
 * The global look-ups (ADR 048): a value unique across the platform (a token's hash, a widget's
 * public id) names its tenant here, and the owning row is then read by `(tenant_id, value)`.
 * Every write goes in the owner's transaction, so the two never disagree; a value already taken
 * is a unique violation, as the owner's own unique key used to raise.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { type TenantLookupKind, tenantLookups } from '#db/schema'

/** Records that `value` belongs to `tenantId`, within the caller's transaction. */
export async function claimLookup(tx: Db, kind: TenantLookupKind, value: string, tenantId: string) {
  await tx.insert(tenantLookups).values({ kind, value, tenantId })
}

/** Replaces a value that changed (a resent invitation's new token), within the caller's transaction. */
export async function moveLookup(tx: Db, kind: TenantLookupKind, from: string, to: string, tenantId: string) {
  await releaseLookup(tx, kind, from, tenantId)
  await claimLookup(tx, kind, to, tenantId)
}

/** Forgets a value whose row is gone, within the caller's transaction. */
export async function releaseLookup(tx: Db, kind: TenantLookupKind, value: string, tenantId: string) {
  await tx
    .delete(tenantLookups)
    .where(
      and(eq(tenantLookups.kind, kind), eq(tenantLookups.value, value), eq(tenantLookups.tenantId, tenantId)),
    )
}

/** The tenant that holds `value`, or null when nobody does. */
export async function tenantOfLookup(db: Db, kind: TenantLookupKind, value: string): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: tenantLookups.tenantId })
    .from(tenantLookups)
    .where(and(eq(tenantLookups.kind, kind), eq(tenantLookups.value, value)))
  return row?.tenantId ?? null
}
