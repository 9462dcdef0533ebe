import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { clearDatabase, setDatabase } from '../../db/runtime'
import { session, tenants, user } from '../../db/schema'
import { describeEachDatabase } from '../../db/testing'
import { updateTenant } from './admin/tenants/tenant-update.server'
import { resetAuth } from './auth/auth.server'
import { mapDomain } from './tenancy/domains.server'
import { getCacheVersions, resetCacheVersions } from './tenancy/process-cache-versions.server'
import { resetHostResolver } from './tenancy/request-tenant.server'
import { makeTenant, TEST_ACTOR } from './tenancy/test-fixtures.server'
import { getThemeSources } from './theme-sources.server'

function pageRequest(host: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/login', { headers: { host, ...headers } })
}

describeEachDatabase('theme sources of a request', (database) => {
  const db = () => database.handle().db
  beforeAll(async () => {
    setDatabase(database.handle())
    resetCacheVersions()
    resetAuth()
    resetHostResolver()
    await makeTenant(db(), 'acme')
    await mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'fortuna' }, TEST_ACTOR)
  })
  afterAll(() => {
    resetCacheVersions()
    clearDatabase()
    resetAuth()
    resetHostResolver()
  })

  it("gives the Host's tenant and theme, whatever the case, port or trailing dot", async () => {
    expect(await getThemeSources(pageRequest('ACME.localhost.:4300'))).toEqual({
      hostTenant: expect.objectContaining({ slug: 'acme', status: 'active', applicationKey: 'hirameki_ai' }),
      domainTheme: 'fortuna',
      applicationThemes: { hirameki_ai: 'hirameki_ai' },
    })
  })

  it('gives no tenant and no theme for an unknown Host', async () => {
    expect(await getThemeSources(pageRequest('elsewhere.localhost'))).toEqual({
      hostTenant: null,
      applicationThemes: { hirameki_ai: 'hirameki_ai' },
    })
  })

  it("adds the signed-in user's tenant theme (a bearer session)", async () => {
    const beta = await makeTenant(db(), 'beta')
    await db().update(tenants).set({ themeKey: 'kakushin' }).where(eq(tenants.id, beta.id))
    const userId = randomUUID()
    await db().insert(user).values({ id: userId, name: 'B', email: 'b@beta.test', tenantId: beta.id })
    const token = randomUUID().replaceAll('-', '')
    await db()
      .insert(session)
      .values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 3_600_000) })
    const request = () => pageRequest('acme.localhost', { authorization: `Bearer ${token}` })
    const sources = await getThemeSources(request())
    expect(sources).toMatchObject({ tenantTheme: 'kakushin', domainTheme: 'fortuna' })
    expect(sources.hostTenant?.slug).toBe('acme')

    // Kept per cache version, not read per page: a change through the product moves the version,
    // and the next page after the process has seen it shows the new theme.
    const before = await getCacheVersions().current(['domains'])
    const current = (await db().select().from(tenants).where(eq(tenants.id, beta.id)))[0]
    await updateTenant(
      db(),
      'beta',
      {
        name: current?.name,
        applicationKey: current?.applicationKey,
        planId: current?.planId,
        themeKey: 'fortuna',
      },
      TEST_ACTOR,
    )
    const deadline = Date.now() + 5_000
    while ((await getCacheVersions().current(['domains'])) === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(await getCacheVersions().current(['domains'])).not.toBe(before)
    expect(await getThemeSources(request())).toMatchObject({ tenantTheme: 'fortuna' })
  })
})
