import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import type { TestMember } from '../chat/testing/members'
import {
  handleChangeRole,
  handleCreateTeam,
  handleDeleteTeam,
  handleGetTeam,
  handleRemoveMember,
  handleRenameTeam,
  handleResendInvitation,
  handleRevokeInvitation,
  handleSetMemberTeams,
} from './team-api.server'
import type { TeamApiDependencies } from './team-http.server'
import { expectError, JAPANESE, request, teamWorld } from './testing/team-world'

describe('team API: members and teams', () => {
  describeEachDatabase('team members', (database) => {
    const world = teamWorld(database)
    const { page, invite, audit } = world
    let deps: TeamApiDependencies
    let owner: TestMember
    let admin: TestMember
    let plain: TestMember
    let other: TestMember
    let otherTeamId: string
    beforeAll(() => {
      ;({ deps, owner, admin, plain, other, otherTeamId } = world.get())
    })

    it('lists members with roles; members see no invitations and cannot manage', async () => {
      const ownerView = await page(owner)
      expect(ownerView.canManage).toBe(true)
      expect(ownerView.members.map((m) => [m.email, m.role])).toEqual([
        ['admin@team-acme.test', 'admin'],
        ['member@team-acme.test', 'member'],
        ['owner@team-acme.test', 'owner'],
      ])
      expect(ownerView.plan).toMatchObject({ maxUsers: 5, members: 3, pending: 0 })
      const memberView = await page(plain)
      expect(memberView.canManage).toBe(false)
      expect(memberView.assignableRoles).toEqual([])
    })

    it('refuses bad input with field errors in ja and en, and anonymous callers with 401', async () => {
      const body = await expectError(
        await invite(owner, { email: 'not-an-address', role: 'member' }),
        400,
        'invalid_input',
      )
      expect(body.fieldErrors.email.ja).toMatch(JAPANESE)
      expect(body.fieldErrors.email.en).toMatch(/e-mail/)
      await expectError(await invite(owner, { email: 'a@b.test', role: 'king' }), 400, 'invalid_input')
      expect((await handleGetTeam(request('GET', '/api/team'), deps)).status).toBe(401)
    })

    it('lets members read but not change anything (403)', async () => {
      await expectError(await invite(plain, { email: 'x@team-acme.test', role: 'member' }), 403, 'forbidden')
      await expectError(
        await handleCreateTeam(request('POST', '/api/team/teams', plain, { name: 'T' }), deps),
        403,
        'forbidden',
      )
      await expectError(
        await handleChangeRole(
          request('PATCH', '/', plain, { role: 'admin' }),
          { userId: plain.userId },
          deps,
        ),
        403,
        'forbidden',
      )
    })

    it('keeps owners to owners: admins cannot invite, promote to, demote or remove an owner', async () => {
      await expectError(
        await invite(admin, { email: 'boss@team-acme.test', role: 'owner' }),
        403,
        'forbidden',
      )
      await expectError(
        await handleChangeRole(
          request('PATCH', '/', admin, { role: 'owner' }),
          { userId: plain.userId },
          deps,
        ),
        403,
        'forbidden',
      )
      await expectError(
        await handleChangeRole(
          request('PATCH', '/', admin, { role: 'member' }),
          { userId: owner.userId },
          deps,
        ),
        403,
        'forbidden',
      )
      await expectError(
        await handleRemoveMember(request('DELETE', '/', admin), { userId: owner.userId }, deps),
        403,
        'forbidden',
      )
    })

    it('never loses the last owner', async () => {
      const body = await expectError(
        await handleChangeRole(
          request('PATCH', '/', owner, { role: 'admin' }),
          { userId: owner.userId },
          deps,
        ),
        403,
        'forbidden',
      )
      expect(body.messages.en).toMatch(/last owner/)
      await expectError(
        await handleRemoveMember(request('DELETE', '/', owner), { userId: owner.userId }, deps),
        403,
        'forbidden',
      )
      // With a second owner the first may step down; then the second is the last one.
      expect(
        (
          await handleChangeRole(
            request('PATCH', '/', owner, { role: 'owner' }),
            { userId: admin.userId },
            deps,
          )
        ).status,
      ).toBe(200)
      expect(
        (
          await handleChangeRole(
            request('PATCH', '/', admin, { role: 'admin' }),
            { userId: owner.userId },
            deps,
          )
        ).status,
      ).toBe(200)
      await expectError(
        await handleChangeRole(
          request('PATCH', '/', admin, { role: 'member' }),
          { userId: admin.userId },
          deps,
        ),
        403,
        'forbidden',
      )
      // Back as it was, for the tests below.
      expect(
        (
          await handleChangeRole(
            request('PATCH', '/', admin, { role: 'owner' }),
            { userId: owner.userId },
            deps,
          )
        ).status,
      ).toBe(200)
      expect(
        (
          await handleChangeRole(
            request('PATCH', '/', owner, { role: 'admin' }),
            { userId: admin.userId },
            deps,
          )
        ).status,
      ).toBe(200)
      const rows = await audit('team.member.role')
      expect(rows).toHaveLength(4)
      expect(rows[0]).toMatchObject({ actor: `user:${owner.userId}`, target: 'admin@team-acme.test' })
    })

    it('answers 404 for another tenant’s member, team and invitation ids', async () => {
      await expectError(
        await handleChangeRole(
          request('PATCH', '/', owner, { role: 'member' }),
          { userId: other.userId },
          deps,
        ),
        404,
        'not_found',
      )
      await expectError(
        await handleRemoveMember(request('DELETE', '/', owner), { userId: other.userId }, deps),
        404,
        'not_found',
      )
      await expectError(
        await handleSetMemberTeams(
          request('PUT', '/', owner, { teamIds: [] }),
          { userId: other.userId },
          deps,
        ),
        404,
        'not_found',
      )
      await expectError(
        await handleSetMemberTeams(
          request('PUT', '/', owner, { teamIds: [otherTeamId] }),
          { userId: plain.userId },
          deps,
        ),
        404,
        'not_found',
      )
      await expectError(
        await handleRenameTeam(request('PATCH', '/', owner, { name: 'Mine' }), { id: otherTeamId }, deps),
        404,
        'not_found',
      )
      await expectError(
        await handleDeleteTeam(request('DELETE', '/', owner), { id: otherTeamId }, deps),
        404,
        'not_found',
      )
      const theirs = await invite(other, { email: 'guest@team-other.test', role: 'member' })
      const { id } = await theirs.json()
      await expectError(
        await handleRevokeInvitation(request('DELETE', '/', owner), { id }, deps),
        404,
        'not_found',
      )
      await expectError(
        await handleResendInvitation(request('POST', '/', owner), { id }, deps),
        404,
        'not_found',
      )
    })

    it('creates, renames and deletes teams and moves members between them, audited', async () => {
      const create = async (name: string) =>
        (await handleCreateTeam(request('POST', '/api/team/teams', owner, { name }), deps)).json()
      const sales = await create('Sales')
      const support = await create('Support')
      await expectError(
        await handleCreateTeam(request('POST', '/', owner, { name: 'Sales' }), deps),
        409,
        'conflict',
      )
      await expectError(
        await handleCreateTeam(request('POST', '/', owner, { name: '  ' }), deps),
        400,
        'invalid_input',
      )
      const put = (teamIds: string[]) =>
        handleSetMemberTeams(request('PUT', '/', admin, { teamIds }), { userId: plain.userId }, deps)
      expect((await put([sales.id])).status).toBe(200)
      expect((await put([support.id])).status).toBe(200)
      let view = await page(plain)
      expect(view.members.find((m) => m.userId === plain.userId)?.teamIds).toEqual([support.id])
      expect(view.teams.map((team) => [team.name, team.memberCount])).toEqual([
        ['Sales', 0],
        ['Support', 1],
      ])
      expect(
        (await handleRenameTeam(request('PATCH', '/', owner, { name: 'Helpdesk' }), { id: support.id }, deps))
          .status,
      ).toBe(200)
      await expectError(
        await handleRenameTeam(request('PATCH', '/', owner, { name: 'Sales' }), { id: support.id }, deps),
        409,
        'conflict',
      )
      expect((await handleDeleteTeam(request('DELETE', '/', owner), { id: sales.id }, deps)).status).toBe(200)
      view = await page(owner)
      expect(view.teams.map((team) => team.name)).toEqual(['Helpdesk'])
      for (const action of ['team.create', 'team.rename', 'team.delete', 'team.member.teams']) {
        expect((await audit(action)).length, action).toBeGreaterThan(0)
      }
    })
  })
})
