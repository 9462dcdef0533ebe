/**
 * Service identities (issue 20): a tenant API key and an embedded widget each chat, and are
 * charged, as a user of their own that is no person. It has no credential (nobody signs in as
 * it), no membership (no role, no member quota) and an address under `.invalid` (RFC 2606) that
 * no mail or identity provider can ever match. Lists of people leave it out (`serviceKind`).
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { type ServiceUserKind, user } from '#db/schema'

export async function createServiceUser(
  db: Db,
  input: { tenantId: string; kind: ServiceUserKind; name: string },
): Promise<string> {
  const id = randomUUID()
  await db.insert(user).values({
    id,
    name: input.name,
    email: `${input.kind.replace('_', '-')}-${id}@service.invalid`,
    emailVerified: false,
    role: 'user',
    tenantId: input.tenantId,
    serviceKind: input.kind,
  })
  return id
}

/** Renames the identity with its key or widget (the name the dashboards show for its usage). */
export async function renameServiceUser(db: Db, tenantId: string, id: string, name: string) {
  await db
    .update(user)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(user.id, id), eq(user.tenantId, tenantId)))
}
