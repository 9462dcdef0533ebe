import { MissingTenantContextError } from '../errors.server'

/**
 * The one check every tenant-owned query path starts with: no tenant id, no query. Failing
 * closed here is what makes a forgotten tenant a crash instead of a cross-tenant read.
 */
export function requireTenantId(tenantId: unknown): string {
  if (typeof tenantId !== 'string' || tenantId.trim() === '') throw new MissingTenantContextError()
  return tenantId
}
