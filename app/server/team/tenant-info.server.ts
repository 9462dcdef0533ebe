import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import { NotFoundError } from '../errors.server'

/** The acting member's own tenant (its name for mails, its plan for the user limit). */
export async function showTenantById(db: Db, tenantId: string) {
  const [tenant] = await db
    .select({ id: tenants.id, name: tenants.name, planId: tenants.planId })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  if (!tenant) throw new NotFoundError('errors.team.organisationNotFound')
  return tenant
}
