/**
 * Issue 18: who set a ban decides who may lift it. A removal from /team is the tenant's ban and a
 * new invitation lifts it; a ban the system administrator set on /admin/users is lifted only
 * there, never by accepting an invitation.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { invitations, tenantMembers, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { banUser, unbanUser } from '../admin/users/admin-users.server'
import type { TestMember } from '../chat/testing/members'
import { handleRemoveMember } from './team-api.server'
import type { TeamApiDependencies } from './team-http.server'
import { PASSWORD, tokenFromMail } from './testing/team-fixtures'
import { expectError, request, type TeamWorld, teamWorld } from './testing/team-world'

const CONSOLE = { userId: 'root-admin', actor: 'admin:root-admin' }

describeEachDatabase('bans and invitations', (database) => {
  const world = teamWorld(database)
  const { invite, accept, audit } = world
  let deps: TeamApiDependencies
  let smtp: TeamWorld['smtp']
  let owner: TestMember
  let admin: TestMember
  let plain: TestMember

  beforeAll(() => {
    ;({ deps, smtp, owner, admin, plain } = world.get())
  })

  const db = () => database.handle().db
  const banOf = async (userId: string) => {
    const [row] = await db()
      .select({ banned: user.banned, source: user.banSource, reason: user.banReason })
      .from(user)
      .where(eq(user.id, userId))
    return row
  }
  const membership = (userId: string) =>
    db().select().from(tenantMembers).where(eq(tenantMembers.userId, userId))

  async function inviteBack(email: string) {
    expect((await invite(owner, { email, role: 'member' })).status).toBe(201)
    return tokenFromMail(smtp.lastTo(email)?.raw ?? '')
  }

  it('a removal from /team is the tenant’s ban, and accepting a new invitation lifts it', async () => {
    const removed = await handleRemoveMember(request('DELETE', '/', owner), { userId: plain.userId }, deps)
    expect(removed.status).toBe(200)
    expect(await banOf(plain.userId)).toEqual({
      banned: true,
      source: 'team',
      reason: 'removed from the tenant',
    })
    const token = await inviteBack('member@team-acme.test')
    expect((await accept(token, { password: PASSWORD })).status).toBe(200)
    expect(await banOf(plain.userId)).toEqual({ banned: false, source: null, reason: null })
    expect(await membership(plain.userId)).toHaveLength(1)
  })

  it('the system administrator’s ban is marked as theirs, and lifting it clears the mark', async () => {
    await banUser(db(), admin.userId, { reason: '規約違反' }, CONSOLE)
    expect(await banOf(admin.userId)).toEqual({ banned: true, source: 'system_admin', reason: '規約違反' })
    await unbanUser(db(), admin.userId, CONSOLE)
    expect(await banOf(admin.userId)).toEqual({ banned: false, source: null, reason: null })
  })

  it('an invitation never lifts a ban the system administrator set: refused in both languages, nothing written', async () => {
    // The tenant removes the member, invites them back, and meanwhile the console bans them.
    await handleRemoveMember(request('DELETE', '/', owner), { userId: plain.userId }, deps)
    const token = await inviteBack('member@team-acme.test')
    await banUser(db(), plain.userId, { reason: 'abuse' }, CONSOLE)
    const acceptsBefore = (await audit('team.invitation.accept')).length

    const refused = await expectError(await accept(token, { password: PASSWORD }), 403, 'account_suspended')
    expect(refused.messages.ja).toContain('停止')
    expect(refused.messages.en).toContain('suspended')
    expect(await banOf(plain.userId)).toEqual({ banned: true, source: 'system_admin', reason: 'abuse' })
    expect(await membership(plain.userId)).toHaveLength(0)
    // The invitation stays pending: the first one was accepted in the test above, this one was not.
    const sent = await db()
      .select()
      .from(invitations)
      .where(and(eq(invitations.tenantId, owner.tenantId), eq(invitations.email, 'member@team-acme.test')))
      .orderBy(desc(invitations.sentAt))
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatchObject({ acceptedAt: null, acceptedUserId: null, revokedAt: null })
    expect(await audit('team.invitation.accept')).toHaveLength(acceptsBefore)
    // Asking again changes nothing either.
    await expectError(await accept(token, { password: PASSWORD }), 403, 'account_suspended')
    expect(await membership(plain.userId)).toHaveLength(0)

    // The console lifts its own ban only: the tenant's removal stands, and its invitation now works.
    expect(await unbanUser(db(), plain.userId, CONSOLE)).toEqual({
      id: plain.userId,
      banned: true,
      handedBackToTenant: true,
    })
    expect(await banOf(plain.userId)).toEqual({
      banned: true,
      source: 'team',
      reason: 'removed from the tenant',
    })
    // Nothing of the console's is left to lift: a second unban is refused as before.
    await expect(unbanUser(db(), plain.userId, CONSOLE)).rejects.toMatchObject({ status: 409 })
    expect((await accept(token, { password: PASSWORD })).status).toBe(200)
    expect(await banOf(plain.userId)).toEqual({ banned: false, source: null, reason: null })
    expect(await membership(plain.userId)).toHaveLength(1)
  })
})
