/**
 * A tenant's IP allow-list and session limits on pages, API calls (sessions and personal API
 * tokens) and server functions, with trusted and untrusted forwarded headers (issue 19, ADR 035).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { apiTokensRepository } from '../account/api-tokens.server'
import { BILINGUAL } from '../chat/testing/http-client'
import { TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { setAccessSettings } from './access-settings.server'
import { ACTIVITY_WRITE_INTERVAL_MS, checkNetworkAccess } from './network-access.server'
import { decideNetworkAccess } from './network-access-http.server'
import {
  makeNetworkWorld,
  type NetworkWorld,
  PLATFORM_HOST,
  PROXY,
  requestFrom,
} from './testing/network-world'

const INSIDE = '203.0.113.20'
const OUTSIDE = '198.51.100.7'
const MINUTE = 60_000

describeEachDatabase('network access', (database) => {
  let world: NetworkWorld
  const db = () => database.handle().db
  const settle = (input: Record<string, unknown>, tenantId = world.tenantId) =>
    setAccessSettings(db(), { tenantId, input, actor: TEST_ACTOR })
  const verdict = (request: Request) => checkNetworkAccess(request, world.dependencies)

  beforeAll(async () => {
    world = await makeNetworkWorld(() => database.handle())
  })
  beforeEach(async () => {
    await settle({ ipAllowList: [], sessionLifetimeHours: null, sessionIdleMinutes: null })
  })

  it('lets everyone in while the tenant has no list', async () => {
    expect(await verdict(requestFrom(OUTSIDE, '/chat'))).toMatchObject({ kind: 'allow', hostListed: false })
  })

  describe('with an allow-list', () => {
    beforeEach(async () => {
      await settle({ ipAllowList: ['203.0.113.0/24', '2001:db8::/32'] })
    })

    it("refuses the tenant's pages, API and server functions from outside, naming the address", async () => {
      for (const path of ['/chat', '/login', '/api/threads', '/_serverFn/abc'])
        expect(await verdict(requestFrom(OUTSIDE, path)), path).toEqual({
          kind: 'refuse',
          tenantName: 'Tenant acme',
          address: OUTSIDE,
        })
    })

    it('lets addresses of the list in, IPv4, IPv6 and IPv4-mapped', async () => {
      for (const from of [INSIDE, '2001:db8:5::1', `::ffff:${INSIDE}`])
        expect(await verdict(requestFrom(from, '/chat')), from).toMatchObject({
          kind: 'allow',
          hostListed: true,
        })
    })

    it('believes X-Forwarded-For only from a trusted proxy', async () => {
      const viaProxy = requestFrom(PROXY, '/chat', { forwardedFor: INSIDE })
      expect(await verdict(viaProxy)).toMatchObject({ kind: 'allow' })
      const forged = requestFrom(OUTSIDE, '/chat', { forwardedFor: INSIDE })
      expect(await verdict(forged)).toMatchObject({ kind: 'refuse', address: OUTSIDE })
      // The proxy forwards for an outsider who put an inside address first in the header.
      const chained = requestFrom(PROXY, '/chat', { forwardedFor: `${INSIDE}, ${OUTSIDE}` })
      expect(await verdict(chained)).toMatchObject({ kind: 'refuse', address: OUTSIDE })
    })

    it('refuses a request whose address is unknown', async () => {
      const request = new Request(`http://acme.example/chat`, { headers: { host: 'acme.example' } })
      expect(await verdict(request)).toMatchObject({ kind: 'refuse', address: undefined })
    })

    it("follows the member's session and API token to the platform host", async () => {
      const token = await world.signIn(world.member)
      const viaSession = requestFrom(OUTSIDE, '/api/threads', { host: PLATFORM_HOST, token })
      expect(await verdict(viaSession)).toMatchObject({ kind: 'refuse', tenantName: 'Tenant acme' })
      const { token: pat } = await apiTokensRepository(db(), {
        tenantId: world.tenantId,
        userId: world.member,
      }).create('script')
      const viaToken = requestFrom(OUTSIDE, '/api/threads', { host: PLATFORM_HOST, token: pat })
      expect(await verdict(viaToken)).toMatchObject({ kind: 'refuse', tenantName: 'Tenant acme' })
      const inside = requestFrom(INSIDE, '/api/threads', { host: PLATFORM_HOST, token: pat })
      expect(await verdict(inside)).toMatchObject({ kind: 'allow' })
    })

    it("leaves other tenants, the system administrator's console and the open paths alone", async () => {
      const other = await world.signIn(world.otherMember)
      expect(
        await verdict(requestFrom(OUTSIDE, '/chat', { host: PLATFORM_HOST, token: other })),
      ).toMatchObject({
        kind: 'allow',
      })
      const admin = await world.signIn(world.admin, { systemAdmin: true })
      expect(
        await verdict(requestFrom(OUTSIDE, '/admin', { host: PLATFORM_HOST, token: admin })),
      ).toMatchObject({
        kind: 'allow',
      })
      for (const path of [
        '/api/health',
        '/api/ready',
        '/theme/abc.css',
        '/.well-known/domain-verification/x',
        '/api/brand/p/logo',
        '/help/_payload.json',
      ])
        expect(await verdict(requestFrom(OUTSIDE, path)), path).toMatchObject({ kind: 'allow' })
    })

    it('answers a refused API call with the JSON 403 in both languages, a page with the refusal page', async () => {
      const api = await decideNetworkAccess(requestFrom(OUTSIDE, '/api/threads'), world.dependencies)
      expect(api.response?.status).toBe(403)
      const body = await api.response?.json()
      expect(body).toMatchObject({ error: 'ip_not_allowed', address: OUTSIDE })
      expect(body.message).toMatch(BILINGUAL)
      expect(body.messages.en).toContain(OUTSIDE)

      const pageRequest = requestFrom(OUTSIDE, '/chat', { token: await world.signIn(world.member) })
      pageRequest.headers.set('cookie', 'locale=en; sid.session_token=abc')
      const page = await decideNetworkAccess(pageRequest, world.dependencies)
      expect(page.response).toBeUndefined()
      expect(page.refusal).toEqual({ tenantName: 'Tenant acme', address: OUTSIDE })
      // The page renders for nobody: the credentials are gone, the language stays.
      expect(pageRequest.headers.get('authorization')).toBeNull()
      expect(pageRequest.headers.get('cookie')).toBe('locale=en')
      const rendered = page.finish(
        new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      )
      expect(rendered.status).toBe(403)
      expect(rendered.headers.get('cache-control')).toBe('no-store')
    })

    it("keeps a listed tenant's allowed pages out of the shared page cache", async () => {
      const decision = await decideNetworkAccess(requestFrom(INSIDE, '/login'), world.dependencies)
      const response = decision.finish(
        new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
    })

    it('lets the tenant in again once the list is cleared', async () => {
      expect(await verdict(requestFrom(OUTSIDE, '/chat'))).toMatchObject({ kind: 'refuse' })
      await settle({ ipAllowList: [] })
      expect(await verdict(requestFrom(OUTSIDE, '/chat'))).toMatchObject({ kind: 'allow' })
    })
  })

  describe('session limits', () => {
    it('removes a session older than the lifetime and lets the request go on signed out', async () => {
      await settle({ sessionLifetimeHours: 1 })
      const old = await world.signIn(world.member, { createdAt: new Date(Date.now() - 2 * 3600_000) })
      const young = await world.signIn(world.member, { createdAt: new Date(Date.now() - 30 * MINUTE) })
      expect(await verdict(requestFrom(OUTSIDE, '/chat', { token: old }))).toMatchObject({
        kind: 'allow',
        sessionExpired: true,
      })
      expect(await world.sessionRow(old)).toBeUndefined()
      expect(await verdict(requestFrom(OUTSIDE, '/chat', { token: young }))).toMatchObject({
        sessionExpired: false,
      })
      expect(await world.sessionRow(young)).toBeDefined()
    })

    it('removes a session idle longer than the timeout, and records activity at most once a minute', async () => {
      await settle({ sessionIdleMinutes: 5 })
      const idle = await world.signIn(world.member, { lastActiveAt: new Date(Date.now() - 6 * MINUTE) })
      expect(await verdict(requestFrom(INSIDE, '/api/threads', { token: idle }))).toMatchObject({
        sessionExpired: true,
      })
      expect(await world.sessionRow(idle)).toBeUndefined()

      const twoMinutesAgo = new Date(Date.now() - 2 * MINUTE)
      const active = await world.signIn(world.member, { lastActiveAt: twoMinutesAgo })
      expect(await verdict(requestFrom(INSIDE, '/chat', { token: active }))).toMatchObject({
        sessionExpired: false,
      })
      const touched = (await world.sessionRow(active))?.updatedAt.getTime() ?? 0
      expect(touched).toBeGreaterThan(twoMinutesAgo.getTime() + MINUTE)

      const recent = new Date(Date.now() - ACTIVITY_WRITE_INTERVAL_MS / 2)
      const fresh = await world.signIn(world.member, { lastActiveAt: recent })
      await verdict(requestFrom(INSIDE, '/chat', { token: fresh }))
      expect((await world.sessionRow(fresh))?.updatedAt.getTime()).toBe(recent.getTime())
    })

    it("does not count an open tab's session poll as activity", async () => {
      await settle({ sessionIdleMinutes: 5 })
      const threeMinutesAgo = new Date(Date.now() - 3 * MINUTE)
      const token = await world.signIn(world.member, { lastActiveAt: threeMinutesAgo })
      await verdict(requestFrom(INSIDE, '/api/auth/get-session', { token }))
      expect((await world.sessionRow(token))?.updatedAt.getTime()).toBe(threeMinutesAgo.getTime())
    })

    it("leaves other tenants' sessions and personal API tokens alone", async () => {
      await settle({ sessionLifetimeHours: 1, sessionIdleMinutes: 5 })
      const other = await world.signIn(world.otherMember, { createdAt: new Date(Date.now() - 5 * 3600_000) })
      expect(
        await verdict(requestFrom(INSIDE, '/chat', { host: PLATFORM_HOST, token: other })),
      ).toMatchObject({
        sessionExpired: false,
      })
      expect(await world.sessionRow(other)).toBeDefined()
      const { token: pat } = await apiTokensRepository(db(), {
        tenantId: world.tenantId,
        userId: world.owner,
      }).create('old script')
      expect(await verdict(requestFrom(INSIDE, '/api/threads', { token: pat }))).toMatchObject({
        sessionExpired: false,
      })
    })

    it('tells the sign-in page why on a page request', async () => {
      await settle({ sessionLifetimeHours: 1 })
      const old = await world.signIn(world.member, { createdAt: new Date(Date.now() - 2 * 3600_000) })
      const decision = await decideNetworkAccess(
        requestFrom(INSIDE, '/chat', { token: old }),
        world.dependencies,
      )
      const response = decision.finish(new Response(null, { status: 302, headers: { location: '/login' } }))
      expect(response.headers.get('set-cookie')).toContain('signed-out-reason=session-expired')
    })
  })
})
