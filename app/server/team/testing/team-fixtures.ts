/**
 * Tenants and members for /team tests. Users are made the way every credential user is
 * (users.server.ts), so the invitation tests can sign in with the same password; requests carry
 * a bearer token that is the member's user id (memberDependencies of the chat tests).
 */

import type { TeamRole } from '#app/features/team/team-rules.shared'
import type { DbHandle } from '#db/client'
import { tenantMembers } from '#db/schema'
import type { TestMember } from '../../chat/testing/members'
import { memberDependencies } from '../../chat/testing/members'
import { upsertPlans } from '../../tenancy/plans.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { insertCredentialUser, type PreparedUser, prepareCredentialUser } from '../../tenancy/users.server'

export const PASSWORD = 'Team-test-Passw0rd!'
let prepared: PreparedUser | undefined

export async function ensureSmallPlan(handle: DbHandle, maxUsers: number) {
  await upsertPlans(
    handle.db,
    [{ id: `small-${maxUsers}`, name: `Small ${maxUsers}`, monthlyTokens: 0, priceJpy: 0, maxUsers }],
    TEST_ACTOR,
  )
  return `small-${maxUsers}`
}

export async function makeTeamTenant(handle: DbHandle, slug: string, options: { planId?: string } = {}) {
  return makeTenant(handle.db, slug, options)
}

/** A member of `tenantId` with `role`, who signs in with PASSWORD. */
export async function addMember(
  handle: DbHandle,
  tenantId: string,
  email: string,
  role: TeamRole,
): Promise<TestMember> {
  // One hash for every test user: hashing is deliberately slow.
  prepared ??= await prepareCredentialUser({ email: 'x@example.test', name: 'x', password: PASSWORD })
  const userId = await insertCredentialUser(
    handle.db,
    { ...prepared, email, name: email.split('@')[0] ?? email },
    { tenantId, role: 'user' },
  )
  await handle.db.insert(tenantMembers).values({ tenantId, userId, role })
  return { tenantId, userId, headers: { authorization: `Bearer ${userId}` } }
}

export { memberDependencies }

/** The link's token from a mail as the SMTP server received it (quoted-printable or not). */
export function tokenFromMail(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(decoded)?.[1]
  if (!token) throw new Error(`no invitation link in:\n${raw}`)
  return token
}
