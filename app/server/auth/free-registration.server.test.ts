import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { systemSettings, tenantMembers, tenants, user } from '#db/schema'
import { seedDemo } from '#db/seeds/demo'
import { describeEachDatabase } from '#db/testing'
import { RegistrationError, registerFreeTenant } from './free-registration.server'

const input = (email: string) => ({
  organization: '無料登録株式会社',
  name: '登録 太郎',
  email,
  password: 'Register-Passw0rd!',
  aiType: 'hirameki_ai',
})

describeEachDatabase('free registration', (database) => {
  beforeAll(async () => {
    await seedDemo(database.handle().db, { env: {} })
  })

  it('creates a tenant on the application with the registrant as its unverified owner', async () => {
    const db = database.handle().db
    const { slug } = await registerFreeTenant(db, input('Taro@Example.test'))
    const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug))
    expect(tenant).toMatchObject({
      name: '無料登録株式会社',
      applicationKey: 'hirameki_ai',
      status: 'active',
    })
    const [owner] = await db.select().from(user).where(eq(user.email, 'taro@example.test'))
    expect(owner).toMatchObject({ tenantId: tenant?.id, emailVerified: false, role: 'user' })
    const members = await db
      .select()
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, tenant?.id ?? ''))
    expect(members).toEqual([expect.objectContaining({ userId: owner?.id, role: 'owner' })])
  })

  it('refuses a taken address and writes nothing', async () => {
    const db = database.handle().db
    const before = (await db.select().from(tenants)).length
    await expect(registerFreeTenant(db, input('taro@example.test'))).rejects.toEqual(
      new RegistrationError('email-taken'),
    )
    expect((await db.select().from(tenants)).length).toBe(before)
  })

  it('refuses an unknown application', async () => {
    await expect(
      registerFreeTenant(database.handle().db, { ...input('x@example.test'), aiType: 'no_such_app' }),
    ).rejects.toEqual(new RegistrationError('unknown-application'))
  })

  it('refuses while registration is closed', async () => {
    const db = database.handle().db
    await db
      .insert(systemSettings)
      .values({ key: 'registration', value: { open: false } })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: { open: false } } })
    await expect(registerFreeTenant(db, input('closed@example.test'))).rejects.toEqual(
      new RegistrationError('closed'),
    )
    await db
      .update(systemSettings)
      .set({ value: { open: true } })
      .where(eq(systemSettings.key, 'registration'))
  })
})
