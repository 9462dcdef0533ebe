/**
 * The catalogue's knowledge is stored under CATALOGUE_TENANT_ID (ADR 050) while the code above
 * the queries says "no tenant" with null, as it always has. These two convert at the boundary.
 */
import { CATALOGUE_TENANT_ID } from '#db/schema'

/** The tenant_id a knowledge row is stored under: the tenant's, or the catalogue's for null. */
export function knowledgeTenantKey(tenantId: string | null): string {
  return tenantId ?? CATALOGUE_TENANT_ID
}

/** The tenant owning a stored knowledge row: null for the catalogue's. */
export function knowledgeOwner(storedTenantId: string): string | null {
  return storedTenantId === CATALOGUE_TENANT_ID ? null : storedTenantId
}

/** A stored row with its owner as the code above the queries reads it. */
export function ownedRow<Row extends { tenantId: string }>(
  row: Row,
): Omit<Row, 'tenantId'> & { tenantId: string | null } {
  return { ...row, tenantId: knowledgeOwner(row.tenantId) }
}
