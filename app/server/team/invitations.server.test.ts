import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invitations, session, tenantMembers, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ORIGIN } from '../chat/testing/http-client'
import type { TestMember } from '../chat/testing/members'
import { handleGetInvitation, type InvitationApiDependencies } from './invitation-api.server'
import { handleRemoveMember, handleResendInvitation, handleRevokeInvitation } from './team-api.server'
import type { TeamApiDependencies } from './team-http.server'
import { PASSWORD, tokenFromMail } from './testing/team-fixtures'
import { expectError, request, type TeamWorld, teamWorld } from './testing/team-world'

describe('team API: invitations', () => {
  describeEachDatabase('team invitations', (database) => {
    const world = teamWorld(database)
    const { page, invite, accept, audit } = world
    let deps: TeamApiDependencies
    let invitationDeps: InvitationApiDependencies
    let auth: TeamWorld['auth']
    let smtp: TeamWorld['smtp']
    let owner: TestMember
    let admin: TestMember
    let plain: TestMember
    let signIns: string[]
    beforeAll(() => {
      ;({ deps, invitationDeps, auth, smtp, owner, admin, plain, signIns } = world.get())
    })

    it('starts with three members and nothing to accept', async () => {
      expect((await page(owner)).plan).toMatchObject({ maxUsers: 5, members: 3, pending: 0 })
      expect(signIns).toEqual([])
    })

    it('invites by mail; the invitee sets a name and password, joins with the role and is signed in', async () => {
      const response = await invite(admin, { email: 'New.Person@Team-Acme.test', role: 'member' })
      expect(response.status).toBe(201)
      expect((await response.json()).delivery).toBe('smtp')
      const mail = smtp.lastTo('new.person@team-acme.test')
      expect(mail?.subject).toContain('Tenant team-acme')
      const token = tokenFromMail(mail?.raw ?? '')
      const summary = await (await handleGetInvitation(request('GET', '/'), { token }, invitationDeps)).json()
      expect(summary).toMatchObject({
        email: 'new.person@team-acme.test',
        role: 'member',
        hasAccount: false,
        tenantName: 'Tenant team-acme',
      })
      await expectError(
        await invite(owner, { email: 'new.person@team-acme.test', role: 'member' }),
        409,
        'conflict',
      )
      const bad = await expectError(
        await accept(token, { name: '', password: 'short' }),
        400,
        'invalid_input',
      )
      expect(Object.keys(bad.fieldErrors).sort()).toEqual(['name', 'password'])
      const accepted = await accept(token, { name: '新しい 人', password: 'New-Passw0rd!' })
      expect(accepted.status).toBe(200)
      expect(accepted.headers.get('set-cookie')).toContain('sid.session_token')
      expect(signIns).toContain('new.person@team-acme.test')
      const view = await page(owner)
      expect(view.members.find((m) => m.email === 'new.person@team-acme.test')).toMatchObject({
        name: '新しい 人',
        role: 'member',
      })
      expect(await audit('team.invite')).toHaveLength(1)
      expect(await audit('team.invitation.accept')).toHaveLength(1)
      const used = await expectError(
        await accept(token, { name: 'Again', password: 'New-Passw0rd!' }),
        410,
        'invitation_used',
      )
      expect(used.messages.ja).toContain('既に使われています')
      expect(used.messages.en).toContain('already been used')
    })

    it('refuses expired and revoked links (410, ja and en) and resends with a new link', async () => {
      const db = database.handle().db
      const { id: expiringId } = await (
        await invite(owner, { email: 'late@team-acme.test', role: 'member' })
      ).json()
      const firstToken = tokenFromMail(smtp.lastTo('late@team-acme.test')?.raw ?? '')
      await db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, expiringId))
      const expired = await expectError(
        await accept(firstToken, { name: 'Late', password: 'Late-Passw0rd!' }),
        410,
        'invitation_expired',
      )
      expect(expired.messages.ja).toContain('有効期限')
      expect(expired.messages.en).toContain('expired')
      expect((await page(owner)).invitations.find((i) => i.id === expiringId)?.state).toBe('expired')
      expect(
        (await handleResendInvitation(request('POST', '/', owner), { id: expiringId }, deps)).status,
      ).toBe(200)
      const secondToken = tokenFromMail(smtp.lastTo('late@team-acme.test')?.raw ?? '')
      expect(secondToken).not.toBe(firstToken)
      expect(
        (await handleGetInvitation(request('GET', '/'), { token: firstToken }, invitationDeps)).status,
      ).toBe(404)
      expect(
        (await handleRevokeInvitation(request('DELETE', '/', admin), { id: expiringId }, deps)).status,
      ).toBe(200)
      const revoked = await expectError(
        await handleGetInvitation(request('GET', '/'), { token: secondToken }, invitationDeps),
        410,
        'invitation_revoked',
      )
      expect(revoked.messages.ja).toContain('取り消されました')
      expect(revoked.messages.en).toContain('revoked')
      await expectError(
        await handleGetInvitation(request('GET', '/'), { token: 'no-such-token' }, invitationDeps),
        404,
        'not_found',
      )
      expect(await audit('team.invitation.resend')).toHaveLength(1)
      expect(await audit('team.invitation.revoke')).toHaveLength(1)
    })

    it('enforces the plan’s user limit, counting open invitations', async () => {
      // 5 users allowed: owner, admin, member and the new person are members; one more fits.
      expect((await invite(owner, { email: 'fifth@team-acme.test', role: 'member' })).status).toBe(201)
      expect((await page(owner)).plan).toMatchObject({ maxUsers: 5, members: 4, pending: 1 })
      const full = await expectError(
        await invite(owner, { email: 'sixth@team-acme.test', role: 'member' }),
        409,
        'conflict',
      )
      expect(full.messages.ja).toContain('5 人まで')
      expect(full.messages.en).toContain('allows 5 users')
      const db = database.handle().db
      const newcomer = (await page(owner)).members.find((m) => m.email === 'new.person@team-acme.test')
      expect(
        (await handleRemoveMember(request('DELETE', '/', owner), { userId: newcomer?.userId ?? '' }, deps))
          .status,
      ).toBe(200)
      expect((await invite(owner, { email: 'sixth@team-acme.test', role: 'member' })).status).toBe(201)
      // Open invitations hold their places.
      await expectError(
        await invite(owner, { email: 'seventh@team-acme.test', role: 'member' }),
        409,
        'conflict',
      )
      const [banned] = await db
        .select({ banned: user.banned })
        .from(user)
        .where(eq(user.id, newcomer?.userId ?? ''))
      expect(banned?.banned).toBe(true)
    })

    it('removes a member for good: no membership, no sessions; a new invitation brings the same account back', async () => {
      const db = database.handle().db
      for (const open of (await page(owner)).invitations) {
        await handleRevokeInvitation(request('DELETE', '/', owner), { id: open.id }, deps)
      }
      await db.insert(session).values({
        id: 's-plain',
        token: 's-plain',
        userId: plain.userId,
        expiresAt: new Date(Date.now() + 60_000),
      })
      expect(
        (await handleRemoveMember(request('DELETE', '/', admin), { userId: plain.userId }, deps)).status,
      ).toBe(200)
      expect(
        await db.select().from(tenantMembers).where(eq(tenantMembers.userId, plain.userId)),
      ).toHaveLength(0)
      expect(await db.select().from(session).where(eq(session.userId, plain.userId))).toHaveLength(0)
      expect(await audit('team.member.remove')).toHaveLength(2)
      // Banned: better-auth refuses the removed member a new session.
      await expect(
        auth.api.signInEmail({
          body: { email: 'member@team-acme.test', password: PASSWORD },
          headers: new Headers({ origin: ORIGIN }),
        }),
      ).rejects.toThrow()
      await invite(owner, { email: 'member@team-acme.test', role: 'admin' })
      const token = tokenFromMail(smtp.lastTo('member@team-acme.test')?.raw ?? '')
      const summary = await (await handleGetInvitation(request('GET', '/'), { token }, invitationDeps)).json()
      expect(summary.hasAccount).toBe(true)
      await expectError(await accept(token, { password: 'wrong-password' }), 401, 'invalid_credentials')
      const rejoined = await accept(token, { password: PASSWORD })
      expect(rejoined.status).toBe(200)
      expect(rejoined.headers.get('set-cookie')).toContain('sid.session_token')
      const back = (await page(owner)).members.find((m) => m.userId === plain.userId)
      expect(back?.role).toBe('admin')
      const [row] = await db.select({ banned: user.banned }).from(user).where(eq(user.id, plain.userId))
      expect(row?.banned).toBe(false)
    })

    it('refuses to invite an address of another tenant’s account', async () => {
      await expectError(
        await invite(owner, { email: 'owner@team-other.test', role: 'member' }),
        409,
        'conflict',
      )
    })
  })
})
