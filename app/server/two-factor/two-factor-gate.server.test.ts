import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { tenants } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { apiCallerSessionResolver } from '../account/api-token-session.server'
import { apiTokensRepository } from '../account/api-tokens.server'
import { sessionOfRequest } from '../auth/session.server'
import { ORIGIN, twoFactorWorld } from './testing/two-factor-world'
import { decideTwoFactorGate, type TwoFactorGateDependencies } from './two-factor-gate.server'

describeEachDatabase('the two-factor gate on pages and API calls (ADR 036)', (database) => {
  const db = () => database.handle().db
  let world: ReturnType<typeof twoFactorWorld>
  let dependencies: TwoFactorGateDependencies
  beforeAll(() => {
    world = twoFactorWorld(db)
    dependencies = {
      getDb: async () => db(),
      getSession: apiCallerSessionResolver(
        async () => db(),
        (headers) => sessionOfRequest(world.auth, headers),
      ),
    }
  })

  const page = (path: string, headers: Headers) => new Request(`${ORIGIN}${path}`, { headers })
  const decide = (request: Request) => decideTwoFactorGate(request, dependencies)

  it('sends an administrator without 2FA to /admin/two-factor and refuses the console API', async () => {
    const admin = await world.admin()
    const console = world.browser()
    await console.post('/sign-in/system-admin', { email: admin.email, password: 'Corr3ct-horse-2fa!' })
    const redirect = await decide(page('/admin/users', console.headers()))
    expect(redirect?.status).toBe(302)
    expect(redirect?.headers.get('location')).toBe('/admin/two-factor')
    expect(await decide(page('/admin/two-factor', console.headers()))).toBeUndefined()
    const api = await decide(page('/api/admin/users', console.headers()))
    expect(api?.status).toBe(403)
    const body = await api?.json()
    expect(body).toMatchObject({
      code: 'two_factor_enrolment_required',
      error: 'two_factor_enrolment_required',
    })
    expect(body.messages.ja).toContain('2 段階認証')
    expect(body.messages.en).toContain('two-factor authentication')
    // Enrolment itself goes through better-auth's endpoints.
    expect(await decide(page('/api/auth/two-factor/enable', console.headers()))).toBeUndefined()
    await world.enrol(console)
    expect(await decide(page('/admin/users', console.headers()))).toBeUndefined()
    expect(await decide(page('/api/admin/users', console.headers()))).toBeUndefined()
  })

  it('leaves members alone until their owner requires 2FA, then sends them to /two-factor', async () => {
    const member = await world.member('gate-tenant')
    const browser = world.browser()
    await browser.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
    expect(await decide(page('/chat', browser.headers()))).toBeUndefined()
    await db().update(tenants).set({ twoFactorRequired: true }).where(eq(tenants.id, member.tenantId))
    const redirect = await decide(page('/chat', browser.headers()))
    expect(redirect?.headers.get('location')).toBe('/two-factor')
    expect(await decide(page('/two-factor', browser.headers()))).toBeUndefined()
    const api = await decide(page('/api/threads', browser.headers()))
    expect(api?.status).toBe(403)
    expect(await api?.json()).toMatchObject({ code: 'two_factor_required' })
    await world.enrol(browser)
    expect(await decide(page('/chat', browser.headers()))).toBeUndefined()
  })

  it('refuses a personal API token of a member without 2FA where the tenant requires it', async () => {
    const member = await world.member('gate-token')
    const { token } = await apiTokensRepository(db(), {
      tenantId: member.tenantId,
      userId: member.id,
    }).create('script')
    const withToken = () => new Headers({ authorization: `Bearer ${token}` })
    expect(await decide(page('/api/threads', withToken()))).toBeUndefined()
    await db().update(tenants).set({ twoFactorRequired: true }).where(eq(tenants.id, member.tenantId))
    const refused = await decide(page('/api/threads', withToken()))
    expect(refused?.status).toBe(403)
    const body = await refused?.json()
    expect(body).toMatchObject({ code: 'two_factor_required', error: 'two_factor_required' })
    expect(body.messages).toEqual({
      ja: expect.stringContaining('必須'),
      en: expect.stringContaining('requires'),
    })
    // Once the member enrols, the same token works again.
    const browser = world.browser()
    await browser.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
    await world.enrol(browser)
    expect(await decide(page('/api/threads', withToken()))).toBeUndefined()
  })
})
