import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { chats, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { MissingTenantContextError, NotFoundError } from '../errors.server'
import { mapDomain } from './domains.server'
import { asPlatform, forTenant } from './scope.server'
import { makeTenant, TEST_ACTOR } from './test-fixtures.server'

describeEachDatabase('tenant isolation', (database) => {
  const db = () => database.handle().db

  it.each([[undefined], [null], [''], ['   ']])('fails closed without a tenant (%s)', (tenantId) => {
    expect(() => forTenant(db(), tenantId)).toThrow(MissingTenantContextError)
  })

  /** Two tenants, each with a member, a team, an enabled chat, tokens and a reservation. */
  async function twoTenants() {
    const ids: Record<string, { tenantId: string; userId: string; teamId: string; reservationId: string }> =
      {}
    await db().insert(chats).values({ id: 'chat-shared', kind: 'faq', keyword: 'rules', name: '社内規程' })
    for (const slug of ['alpha', 'bravo']) {
      const tenant = await makeTenant(db(), slug)
      const scope = forTenant(db(), tenant.id)
      const userId = randomUUID()
      await db()
        .insert(user)
        .values({ id: userId, name: slug, email: `${slug}@example.test`, tenantId: tenant.id })
      await scope.members.add(userId, 'member')
      const team = await scope.teams.create('営業部')
      await scope.teams.addMember(team.id, userId)
      await scope.chats.enable('chat-shared')
      await scope.tokens.record({
        kind: 'additional_grant',
        amount: 1000,
        idempotencyKey: 'seed',
        actor: TEST_ACTOR,
      })
      const reservation = await scope.tokens.reserve({ estimate: 100, actor: TEST_ACTOR })
      await mapDomain(db(), { hostname: `${slug}.localhost`, tenantSlug: slug }, TEST_ACTOR)
      ids[slug] = { tenantId: tenant.id, userId, teamId: team.id, reservationId: reservation.id }
    }
    const { alpha, bravo } = ids
    if (!alpha || !bravo) throw new Error('fixture incomplete')
    return { alpha, bravo }
  }

  it("finds nothing and changes nothing with another tenant's ids", async () => {
    const { alpha, bravo } = await twoTenants()
    const scope = forTenant(db(), alpha.tenantId)

    expect(await scope.members.get(bravo.userId)).toBeUndefined()
    expect(await scope.members.setRole(bravo.userId, 'owner')).toBe(false)
    expect(await scope.members.remove(bravo.userId)).toBe(false)
    await expect(scope.members.add(bravo.userId, 'admin')).rejects.toBeInstanceOf(NotFoundError)

    expect(await scope.teams.get(bravo.teamId)).toBeUndefined()
    expect(await scope.teams.rename(bravo.teamId, 'hijacked')).toBeUndefined()
    expect(await scope.teams.members(bravo.teamId)).toEqual([])
    expect(await scope.teams.removeMember(bravo.teamId, bravo.userId)).toBe(false)
    expect(await scope.teams.remove(bravo.teamId)).toBe(false)
    // The composite foreign keys refuse a cross-tenant membership even from inside a scope.
    await expect(scope.teams.addMember(bravo.teamId, alpha.userId)).rejects.toBeInstanceOf(NotFoundError)
    await expect(scope.teams.addMember(alpha.teamId, bravo.userId)).rejects.toBeInstanceOf(NotFoundError)

    await expect(scope.tokens.settle(bravo.reservationId, 50)).rejects.toBeInstanceOf(NotFoundError)
    await expect(scope.tokens.release(bravo.reservationId)).rejects.toBeInstanceOf(NotFoundError)
    expect((await scope.domains.list()).map((domain) => domain.hostname)).toEqual(['alpha.localhost'])
    expect((await scope.tokens.ledger()).every((entry) => entry.tenantId === alpha.tenantId)).toBe(true)

    // Bravo is untouched.
    const other = forTenant(db(), bravo.tenantId)
    expect(await other.members.get(bravo.userId)).toMatchObject({ role: 'member' })
    expect(await other.teams.get(bravo.teamId)).toMatchObject({ name: '営業部' })
    expect(await other.teams.members(bravo.teamId)).toHaveLength(1)
    expect(await other.tokens.balance()).toEqual({ balance: 1000, reserved: 100, available: 900 })
    expect(await other.chats.list()).toHaveLength(1)
  })

  it('lists each tenant its own rows only', async () => {
    const platform = asPlatform(db())
    const alpha = await platform.tenants.scope('alpha')
    const bravo = await platform.tenants.scope('bravo')
    expect((await alpha.members.list()).map((member) => member.email)).toEqual(['alpha@example.test'])
    expect((await bravo.members.list()).map((member) => member.email)).toEqual(['bravo@example.test'])
    expect(await alpha.teams.list()).toEqual([expect.objectContaining({ tenantId: alpha.tenantId })])
    expect(await alpha.chats.find('faq', 'rules')).toMatchObject({ keyword: 'rules' })
    expect(await alpha.chats.disable('chat-shared')).toBe(true)
    expect(await alpha.chats.find('faq', 'rules')).toBeUndefined()
    expect(await bravo.chats.find('faq', 'rules')).toMatchObject({ keyword: 'rules' })
    await expect(platform.tenants.scope('ghost')).rejects.toThrow(/Unknown tenant "ghost"/)
  })
})
