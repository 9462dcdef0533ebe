import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { teams, tenantMembers } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { grantTokens } from '../chat/testing/chat-fixtures'
import type { TestMember } from '../chat/testing/members'
import { reserve, settle } from '../ledger/reservations.server'
import { creditMonth, memberAllowance } from './credit-quotas.server'
import {
  handleCreateTeam,
  handleSetMemberQuota,
  handleSetMemberTeams,
  handleSetTeamQuota,
} from './team-api.server'
import type { TeamApiDependencies } from './team-http.server'
import { expectError, JAPANESE, request, teamWorld } from './testing/team-world'

describe('monthly credit caps on /team', () => {
  describeEachDatabase('credit caps', (database) => {
    const db = () => database.handle().db
    const world = teamWorld(database)
    const { page, audit } = world
    let deps: TeamApiDependencies
    let owner: TestMember
    let admin: TestMember
    let plain: TestMember
    let other: TestMember
    let otherTeamId: string
    let salesId: string
    beforeAll(async () => {
      ;({ deps, owner, admin, plain, other, otherTeamId } = world.get())
      const created = await handleCreateTeam(
        request('POST', '/api/team/teams', owner, { name: '営業部' }),
        deps,
      )
      salesId = (await created.json()).id
      await handleSetMemberTeams(
        request('PUT', '/', owner, { teamIds: [salesId] }),
        { userId: plain.userId },
        deps,
      )
    })

    const setMember = (who: TestMember, userId: string, body: unknown) =>
      handleSetMemberQuota(request('PUT', `/api/team/members/${userId}/quota`, who, body), { userId }, deps)
    const setTeam = (who: TestMember, id: string, body: unknown) =>
      handleSetTeamQuota(request('PUT', `/api/team/teams/${id}/quota`, who, body), { id }, deps)
    const memberCap = async (userId: string) =>
      (
        await db()
          .select({ cap: tenantMembers.monthlyCreditCap })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.tenantId, owner.tenantId), eq(tenantMembers.userId, userId)))
      )[0]?.cap

    it('owners and admins set and remove a member’s and a team’s cap, audited', async () => {
      const set = await setMember(owner, plain.userId, { monthlyCredits: 5000 })
      expect(set.status).toBe(200)
      expect(await set.json()).toEqual({ userId: plain.userId, monthlyCredits: 5000 })
      expect(await memberCap(plain.userId)).toBe(5000)
      expect((await setTeam(admin, salesId, { monthlyCredits: 20_000 })).status).toBe(200)
      const [team] = await db().select().from(teams).where(eq(teams.id, salesId))
      expect(team?.monthlyCreditCap).toBe(20_000)
      const rows = await audit('team.member.quota')
      expect(rows.at(-1)).toMatchObject({ target: plain.userId, details: { from: null, to: 5000 } })
      expect(await audit('team.team.quota')).toHaveLength(1)
      // Zero is a cap too (nothing may be spent); null removes the cap.
      expect((await setMember(owner, admin.userId, { monthlyCredits: 0 })).status).toBe(200)
      expect(await memberCap(admin.userId)).toBe(0)
      expect((await setMember(owner, admin.userId, { monthlyCredits: null })).status).toBe(200)
      expect(await memberCap(admin.userId)).toBeNull()
    })

    it('refuses negative, fractional, absurd or mistyped caps with a field error in both languages, writing nothing', async () => {
      for (const monthlyCredits of [-1, 1.5, 1e13, '100', true, {}]) {
        const body = await expectError(
          await setMember(owner, plain.userId, { monthlyCredits }),
          400,
          'invalid_input',
        )
        expect(body.fieldErrors.monthlyCredits.ja).toMatch(JAPANESE)
        expect(body.fieldErrors.monthlyCredits.en).toMatch(/credit|limit|number/i)
      }
      await expectError(await setMember(owner, plain.userId, {}), 400, 'invalid_input')
      await expectError(await setTeam(owner, salesId, { monthlyCredits: -5 }), 400, 'invalid_input')
      expect(await memberCap(plain.userId)).toBe(5000)
      const [team] = await db().select().from(teams).where(eq(teams.id, salesId))
      expect(team?.monthlyCreditCap).toBe(20_000)
    })

    it('lets members set nothing (403) and finds nobody of another tenant (404)', async () => {
      await expectError(await setMember(plain, plain.userId, { monthlyCredits: null }), 403, 'forbidden')
      await expectError(await setTeam(plain, salesId, { monthlyCredits: null }), 403, 'forbidden')
      await expectError(await setMember(owner, other.userId, { monthlyCredits: 10 }), 404, 'not_found')
      await expectError(await setTeam(owner, otherTeamId, { monthlyCredits: 10 }), 404, 'not_found')
      await expectError(await setMember(other, plain.userId, { monthlyCredits: 10 }), 404, 'not_found')
      expect(await memberCap(plain.userId)).toBe(5000)
    })

    it('shows managers each cap with this month’s credits; members see no one’s', async () => {
      await grantTokens(db(), owner.tenantId, 100_000)
      const now = new Date()
      const spent = await reserve(db(), owner.tenantId, {
        estimate: 3000,
        actor: `user:${plain.userId}`,
        userId: plain.userId,
      })
      await settle(db(), spent, 1200)
      // An open reply's hold counts too.
      await reserve(db(), owner.tenantId, {
        estimate: 800,
        actor: `user:${plain.userId}`,
        userId: plain.userId,
      })
      const view = await page(owner)
      const row = view.members.find((member) => member.userId === plain.userId)
      expect(row?.quota).toEqual({ monthlyCredits: 5000, committed: 2000 })
      expect(view.teams.find((team) => team.id === salesId)?.quota).toEqual({
        monthlyCredits: 20_000,
        committed: 2000,
      })
      expect(view.quotaResetsOn).toBe(creditMonth(now).resetsOn)
      const memberView = await page(plain)
      expect(memberView.members.every((member) => member.quota === null)).toBe(true)
      expect(memberView.teams.every((team) => team.quota === null)).toBe(true)
      // The composer's allowance: the tightest cap, the member's own here.
      expect(await memberAllowance(db(), owner.tenantId, plain.userId, now)).toEqual({
        scope: 'member',
        teamName: null,
        cap: 5000,
        committed: 2000,
        remaining: 3000,
        resetsOn: creditMonth(now).resetsOn,
      })
      await setTeam(owner, salesId, { monthlyCredits: 2500 })
      expect(await memberAllowance(db(), owner.tenantId, plain.userId, now)).toMatchObject({
        scope: 'team',
        teamName: '営業部',
        remaining: 500,
      })
      expect(await memberAllowance(db(), owner.tenantId, owner.userId, now)).toBeNull()
    })
  })
})
