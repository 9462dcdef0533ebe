import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { listAdminUsers } from '../admin/users/admin-users-list.server'
import { createServiceUser, renameServiceUser } from './service-users.server'
import { makeTenant } from './test-fixtures.server'

describeEachDatabase('service identities of API keys and widgets', (database) => {
  const db = () => database.handle().db

  it('makes a user without credential that the administrators’ list of people leaves out', async () => {
    const tenant = await makeTenant(db(), 'service-users')
    const id = await createServiceUser(db(), { tenantId: tenant.id, kind: 'widget', name: 'Widget: FAQ' })
    const [row] = await db().select().from(user).where(eq(user.id, id))
    expect(row).toMatchObject({ tenantId: tenant.id, serviceKind: 'widget', name: 'Widget: FAQ' })
    expect(row?.email).toMatch(/^widget-.+@service\.invalid$/)
    expect(await db().select().from(account).where(eq(account.userId, id))).toEqual([])
    const listed = await listAdminUsers(
      db(),
      { page: 0, size: 100, sort: 'name', dir: 'asc', q: '' },
      { tenant: tenant.id },
    )
    expect(listed.rows.map((listedUser) => listedUser.id)).not.toContain(id)
    await renameServiceUser(db(), tenant.id, id, 'Widget: Help')
    const [renamed] = await db().select({ name: user.name }).from(user).where(eq(user.id, id))
    expect(renamed?.name).toBe('Widget: Help')
  })
})
