import { verifyPassword } from 'better-auth/crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { account, session, tenantMembers, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { makeTenant } from '../../tenancy/test-fixtures.server'
import { banUser } from './admin-users.server'
import {
  handleBanUser,
  handleCreateUser,
  handleListUsers,
  handleResetPassword,
  handleSetSystemAdmin,
  handleSetTenantRole,
  handleUnbanUser,
  handleUpdateUser,
} from './admin-users-http.server'
import type { AdminUsersList } from './admin-users-list.server'
import { adminTestWorld, expectError, expectFieldErrors, type TestCaller } from './testing/admin-world'

const BULK_USERS = 3000

describeEachDatabase('/admin/users API', (database) => {
  const world = adminTestWorld(() => database.handle())
  const deps = world.dependencies
  let root: TestCaller
  let tenantUser: TestCaller
  let tenantId: string
  let otherTenantId: string

  beforeAll(async () => {
    const db = database.handle().db
    tenantId = (await makeTenant(db, 'adm-users-acme')).id
    otherTenantId = (await makeTenant(db, 'adm-users-other')).id
    root = await world.systemAdmin('root@admin-users.test')
    tenantUser = await world.tenantUser(tenantId, 'plain@adm-users-acme.test')
    await db.insert(tenantMembers).values({ tenantId, userId: tenantUser.userId, role: 'member' })
    // Thousands of users in one statement: half in each tenant, every tenth banned.
    await db.execute(sql`
      insert into "user" (id, name, email, tenant_id, banned)
      select 'bulk-' || n, 'Bulk user ' || lpad(n::text, 5, '0'),
             'bulk' || lpad(n::text, 5, '0') || '@bulk.test',
             case when n % 2 = 0 then ${tenantId} else ${otherTenantId} end,
             n % 10 = 0
      from generate_series(1, ${BULK_USERS}) as n`)
  })

  const list = async (query: string, who: TestCaller = root): Promise<AdminUsersList> => {
    const response = await handleListUsers(world.request('GET', `/api/admin/users?${query}`, who), deps)
    expect(response.status).toBe(200)
    return response.json()
  }
  const create = (body: unknown, who: TestCaller = root) =>
    handleCreateUser(world.request('POST', '/api/admin/users', who, body), deps)

  it('anyone but a system-administrator session gets 403 (401 without a session); nothing changes', async () => {
    const forbidden = await handleListUsers(world.request('GET', '/api/admin/users', tenantUser), deps)
    await expectError(forbidden, 403, 'forbidden')
    await expectError(
      await create({ tenantId, role: 'owner', name: 'X', email: 'x@x.test' }, tenantUser),
      403,
      'forbidden',
    )
    const promote = await handleSetSystemAdmin(
      world.request('PUT', `/api/admin/users/${tenantUser.userId}/system-admin`, tenantUser, {
        systemAdmin: true,
      }),
      { id: tenantUser.userId },
      deps,
    )
    await expectError(promote, 403, 'forbidden')
    const [row] = await database.handle().db.select().from(user).where(eq(user.id, tenantUser.userId))
    expect(row?.role).toBe('user')
    await expectError(
      await handleListUsers(world.request('GET', '/api/admin/users'), deps),
      401,
      'unauthenticated',
    )
  })

  it('pages, sorts, searches and filters thousands of users in the database', async () => {
    const first = await list('sort=email&dir=asc&size=50&page=0&q=bulk')
    expect(first.total).toBe(BULK_USERS)
    expect(first.rows).toHaveLength(50)
    expect(first.rows[0]?.email).toBe('bulk00001@bulk.test')
    const last = await list(`sort=email&dir=desc&size=100&page=${BULK_USERS / 100 - 1}&q=bulk`)
    expect(last.rows).toHaveLength(100)
    expect(last.rows.at(-1)?.email).toBe('bulk00001@bulk.test')
    const page7 = await list('sort=email&size=25&page=7&q=bulk')
    expect(page7.rows[0]?.email).toBe('bulk00176@bulk.test')
    const banned = await list(`q=bulk&banned=yes&tenant=${tenantId}&size=10`)
    expect(banned.total).toBe(BULK_USERS / 10)
    expect(banned.rows.every((row) => row.banned && row.tenantId === tenantId)).toBe(true)
    const one = await list('q=BULK02500')
    expect(one.rows.map((row) => row.email)).toEqual(['bulk02500@bulk.test'])
    const underscore = await list('q=_')
    expect(underscore.total).toBe(0)
    const admins = await list('role=system-admin')
    expect(admins.rows.map((row) => row.email)).toContain('root@admin-users.test')
    expect(admins.rows.every((row) => row.systemAdmin)).toBe(true)
    const members = await list(`role=member&tenant=${tenantId}`)
    expect(members.rows.map((row) => row.email)).toEqual(['plain@adm-users-acme.test'])
    // No tenant list rides along: the page's tenant picker searches the server (admin-choices).
    expect(first).not.toHaveProperty('tenants')
  })

  it('creates a tenant user with a role (a generated password shown once) and refuses bad input per field', async () => {
    const bad = await create({ tenantId, name: '', email: 'not-mail', password: 'short' })
    await expectFieldErrors(bad, 400, ['name', 'email', 'password', 'role'])
    const wrongTenant = await create({ tenantId: 'no-such', role: 'member', name: 'A', email: 'a@a.test' })
    await expectFieldErrors(wrongTenant, 400, ['tenantId'])
    const created = await create({
      tenantId,
      role: 'admin',
      name: '新しい 管理者',
      email: 'New.Admin@adm-users-acme.test',
    })
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body.email).toBe('new.admin@adm-users-acme.test')
    expect(body.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const db = database.handle().db
    const [credential] = await db.select().from(account).where(eq(account.userId, body.id))
    expect(await verifyPassword({ hash: credential?.password ?? '', password: body.generatedPassword })).toBe(
      true,
    )
    const [membership] = await db.select().from(tenantMembers).where(eq(tenantMembers.userId, body.id))
    expect(membership).toMatchObject({ tenantId, role: 'admin' })
    const [audit] = await world.audit('user.create', 'new.admin@adm-users-acme.test')
    expect(audit).toMatchObject({ actor: `admin:${root.userId}`, tenantId })
    expect(JSON.stringify(audit?.details)).not.toContain(body.generatedPassword)
    const taken = await create({
      tenantId,
      role: 'member',
      name: 'Dup',
      email: 'new.admin@adm-users-acme.test',
    })
    await expectFieldErrors(taken, 409, ['email'])
  })

  it('edits a name and e-mail address, with field errors and an audit row', async () => {
    const target = await world.tenantUser(tenantId, 'edit-me@adm-users-acme.test')
    const path = `/api/admin/users/${target.userId}`
    const bad = await handleUpdateUser(
      world.request('PATCH', path, root, { email: 'nope' }),
      { id: target.userId },
      deps,
    )
    await expectFieldErrors(bad, 400, ['email'])
    const taken = await handleUpdateUser(
      world.request('PATCH', path, root, { email: 'root@admin-users.test' }),
      { id: target.userId },
      deps,
    )
    await expectFieldErrors(taken, 409, ['email'])
    const done = await handleUpdateUser(
      world.request('PATCH', path, root, { name: '編集 済み', email: 'edited@adm-users-acme.test' }),
      { id: target.userId },
      deps,
    )
    expect(done.status).toBe(200)
    const [audit] = await world.audit('user.update', 'edited@adm-users-acme.test')
    expect(audit?.details).toMatchObject({
      email: { from: 'edit-me@adm-users-acme.test', to: 'edited@adm-users-acme.test' },
    })
    const missing = await handleUpdateUser(
      world.request('PATCH', '/api/admin/users/x', root, { name: 'A' }),
      { id: 'x' },
      deps,
    )
    await expectError(missing, 404, 'not_found')
  })

  it('bans (ending every session) and unbans a user; a user the tenant removed stays out', async () => {
    const db = database.handle().db
    const target = await world.tenantUser(tenantId, 'ban-me@adm-users-acme.test')
    await db.insert(tenantMembers).values({ tenantId, userId: target.userId, role: 'member' })
    await db.insert(session).values({
      id: 'ban-session',
      token: 'ban-session-token',
      userId: target.userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const params = { id: target.userId }
    const path = `/api/admin/users/${target.userId}/ban`
    const banned = await handleBanUser(
      world.request('POST', path, root, { reason: '規約違反' }),
      params,
      deps,
    )
    expect(banned.status).toBe(200)
    const [row] = await db.select().from(user).where(eq(user.id, target.userId))
    expect(row).toMatchObject({ banned: true, banReason: '規約違反' })
    expect(await db.select().from(session).where(eq(session.userId, target.userId))).toHaveLength(0)
    expect((await world.audit('user.ban', 'ban-me@adm-users-acme.test'))[0]?.details).toMatchObject({
      sessionsEnded: 1,
    })
    const unbanned = await handleUnbanUser(world.request('DELETE', path, root), params, deps)
    expect(unbanned.status).toBe(200)
    const [after] = await db.select().from(user).where(eq(user.id, target.userId))
    expect(after).toMatchObject({ banned: false, banReason: null })
    expect(await world.audit('user.unban', 'ban-me@adm-users-acme.test')).toHaveLength(1)
    await db.delete(tenantMembers).where(eq(tenantMembers.userId, target.userId))
    await handleBanUser(world.request('POST', path, root, {}), params, deps)
    // Out of the tenant, the user stays out: lifting the console's ban hands it back to the
    // tenant, whose invitation may bring them back; then there is nothing of the console's to lift.
    const handedBack = await handleUnbanUser(world.request('DELETE', path, root), params, deps)
    expect(handedBack.status).toBe(200)
    expect(await handedBack.json()).toMatchObject({ banned: true, handedBackToTenant: true })
    const [out] = await db.select().from(user).where(eq(user.id, target.userId))
    expect(out).toMatchObject({ banned: true, banSource: 'team', banReason: 'removed from the tenant' })
    await expectError(
      await handleUnbanUser(world.request('DELETE', path, root), params, deps),
      409,
      'conflict',
    )
    const self = await handleBanUser(
      world.request('POST', `/api/admin/users/${root.userId}/ban`, root, {}),
      { id: root.userId },
      deps,
    )
    await expectError(self, 409, 'conflict')
  })

  it('resets a password (given or generated), ending the sessions; a short one gets a field error', async () => {
    const db = database.handle().db
    const target = await world.tenantUser(tenantId, 'reset-me@adm-users-acme.test')
    await db.insert(session).values({
      id: 'reset-session',
      token: 'reset-session-token',
      userId: target.userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const reset = (body: unknown) =>
      handleResetPassword(
        world.request('POST', `/api/admin/users/${target.userId}/password`, root, body),
        { id: target.userId },
        deps,
      )
    await expectFieldErrors(await reset({ password: 'short' }), 400, ['password'])
    const given = await reset({ password: 'Given-Passw0rd!' })
    expect(given.status).toBe(200)
    expect((await given.json()).generatedPassword).toBeUndefined()
    const hash = async () =>
      (
        await db
          .select()
          .from(account)
          .where(and(eq(account.userId, target.userId), eq(account.providerId, 'credential')))
      )[0]?.password ?? ''
    expect(await verifyPassword({ hash: await hash(), password: 'Given-Passw0rd!' })).toBe(true)
    expect(await db.select().from(session).where(eq(session.userId, target.userId))).toHaveLength(0)
    const generated = (await (await reset({})).json()).generatedPassword as string
    expect(await verifyPassword({ hash: await hash(), password: generated })).toBe(true)
    const audits = await world.audit('user.password.reset', 'reset-me@adm-users-acme.test')
    expect(audits.map((row) => row.details)).toEqual([
      expect.objectContaining({ generated: false, sessionsEnded: 1 }),
      expect.objectContaining({ generated: true, sessionsEnded: 0 }),
    ])
    expect(JSON.stringify(audits)).not.toContain(generated)
  })

  it("changes a tenant role by /team's rules: never the tenant's last owner", async () => {
    const db = database.handle().db
    const roleTenant = await makeTenant(db, 'adm-users-roles')
    const owner = await world.tenantUser(roleTenant.id, 'owner@adm-users-roles.test')
    const second = await world.tenantUser(roleTenant.id, 'second@adm-users-roles.test')
    await db.insert(tenantMembers).values([
      { tenantId: roleTenant.id, userId: owner.userId, role: 'owner' },
      { tenantId: roleTenant.id, userId: second.userId, role: 'member' },
    ])
    const setRole = (who: TestCaller, role: unknown) =>
      handleSetTenantRole(
        world.request('PUT', `/api/admin/users/${who.userId}/role`, root, { role }),
        { id: who.userId },
        deps,
      )
    const last = await expectError(await setRole(owner, 'member'), 403, 'forbidden')
    expect(last.messages.en).toContain('last owner')
    await expectFieldErrors(await setRole(owner, 'king'), 400, ['role'])
    expect((await setRole(second, 'owner')).status).toBe(200)
    expect((await setRole(owner, 'member')).status).toBe(200)
    const audits = await db.select().from(tenantMembers).where(eq(tenantMembers.tenantId, roleTenant.id))
    expect(Object.fromEntries(audits.map((row) => [row.userId, row.role]))).toEqual({
      [owner.userId]: 'member',
      [second.userId]: 'owner',
    })
    const [audit] = await world.audit('team.member.role', 'owner@adm-users-roles.test')
    expect(audit).toMatchObject({ actor: `admin:${root.userId}`, tenantId: roleTenant.id })
    await expectError(await setRole(root, 'owner'), 409, 'conflict')
  })

  it('promotes and demotes system administrators, never the last one (also when two demote each other at once)', async () => {
    const db = database.handle().db
    const setAdmin = (target: string, systemAdmin: boolean, who: TestCaller) =>
      handleSetSystemAdmin(
        world.request('PUT', `/api/admin/users/${target}/system-admin`, who, { systemAdmin }),
        { id: target },
        deps,
      )
    // Only root can sign in to the console: the service refuses to ban it, whoever asks.
    await expect(
      banUser(db, root.userId, {}, { userId: 'operator', actor: 'test:operator' }),
    ).rejects.toThrow(/last system administrator/)
    await expectError(await setAdmin(root.userId, false, root), 409, 'conflict')
    const first = await world.tenantUser(tenantId, 'promote-1@adm-users-acme.test')
    const second = await world.tenantUser(tenantId, 'promote-2@adm-users-acme.test')
    expect((await setAdmin(first.userId, true, root)).status).toBe(200)
    expect((await setAdmin(second.userId, true, root)).status).toBe(200)
    expect(await world.audit('admin.promote', 'promote-1@adm-users-acme.test')).toHaveLength(1)
    const firstConsole = world.asConsole(first.userId)
    const secondConsole = world.asConsole(second.userId)
    // root is banned; the two promoted administrators then demote each other at the same time.
    expect(
      (
        await handleBanUser(
          world.request('POST', `/api/admin/users/${root.userId}/ban`, firstConsole, {}),
          { id: root.userId },
          deps,
        )
      ).status,
    ).toBe(200)
    const results = await Promise.all([
      setAdmin(second.userId, false, firstConsole),
      setAdmin(first.userId, false, secondConsole),
    ])
    expect(results.map((response) => response.status).sort()).toEqual([200, 409])
    const refused = results.find((response) => response.status === 409) as Response
    expect((await refused.json()).messages.en).toContain('last system administrator')
    const active = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
    expect(active).toHaveLength(1)
    const survivor = active[0]?.id === first.userId ? firstConsole : secondConsole
    expect(
      (
        await handleUnbanUser(
          world.request('DELETE', `/api/admin/users/${root.userId}/ban`, survivor),
          { id: root.userId },
          deps,
        )
      ).status,
    ).toBe(200)
    expect(await world.audit('admin.demote')).toHaveLength(1)
  })
})
