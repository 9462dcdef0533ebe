/** The operator as a knowledge actor: one tenant's bases with `--tenant`, else the catalogue's (or any base by id). */
import type { KnowledgeActor } from '#app/server/knowledge/knowledge-bases.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import type { Db } from '#db/client'

export async function operatorKnowledgeActor(
  db: Db,
  actor: string,
  tenantSlug: string | undefined,
  anyBase = false,
): Promise<KnowledgeActor> {
  if (tenantSlug)
    return { kind: 'operator', userId: actor, tenantId: (await requireTenantBySlug(db, tenantSlug)).id }
  return { kind: 'operator', userId: actor, tenantId: anyBase ? undefined : null }
}
