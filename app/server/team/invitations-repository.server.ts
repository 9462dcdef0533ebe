/**
 * Invitation rows. Management queries are filtered by the tenant they were made with; only the
 * lookup by token hash crosses tenants, because an invitation link is how a visitor without a
 * session finds their tenant.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { invitations } from '#db/schema'
import { tenantOfLookup } from '../tenancy/tenant-lookups.server'

export type InvitationRow = typeof invitations.$inferSelect

/** A fresh link token (256 bits) and the hash that is stored instead of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashInvitationToken(token) }
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt))

/** Not accepted and not revoked, expired or not, oldest first. */
export function listOpenInvitations(db: Db, tenantId: string) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), open()))
    .orderBy(asc(invitations.createdAt))
}

/** Open invitations that still count against the plan's user limit. */
export async function countPendingInvitations(db: Db, tenantId: string, now = new Date()) {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), open(), gt(invitations.expiresAt, now)))
  return row?.pending ?? 0
}

export async function findInvitation(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)))
  return row
}

export async function findOpenInvitationByEmail(db: Db, tenantId: string, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.email, email), open()))
  return row
}

export async function findInvitationByToken(db: Db, token: string) {
  if (token.length === 0 || token.length > 200) return undefined
  const tokenHash = hashInvitationToken(token)
  const tenantId = await tenantOfLookup(db, 'invitation', tokenHash)
  if (!tenantId) return undefined
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.tokenHash, tokenHash)))
  return row
}

export function updateInvitation(
  db: Db,
  row: { tenantId: string; id: string },
  values: Partial<
    Pick<InvitationRow, 'tokenHash' | 'sentAt' | 'expiresAt' | 'acceptedAt' | 'acceptedUserId' | 'revokedAt'>
  >,
) {
  return db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.tenantId, row.tenantId), eq(invitations.id, row.id)))
}
