import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { samlRequests, tenantMembers, tenantSamlProviders, user, webhookDeliveries } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { createAuth } from '../auth/auth.server'
import { CookieJar } from '../auth/testing/browser-session'
import {
  type SamlIdpTestServer,
  type SamlTestAnswer,
  startSamlIdpTestServer,
} from '../auth/testing/saml-idp-test-server'
import { isSealed } from '../secrets/secret-cipher.server'
import { mapDomain } from '../tenancy/domains.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { createWebhookEndpoint } from '../webhooks/webhook-endpoints.server'
import { setSamlSettings } from './saml-settings.server'
import { classifySamlError, sweepExpiredSamlRequests } from './saml-sign-in.server'

const ORIGIN = 'http://localhost:3000'
const URLS = { baseUrl: ORIGIN, basePath: '/api/auth', allowPrivateMetadata: true }

describeEachDatabase('SAML single sign-on against a local samlify IdP', (database) => {
  let idp: SamlIdpTestServer
  let auth: ReturnType<typeof createAuth>
  let db: Db
  let acme: { id: string }
  let other: { id: string }

  beforeAll(async () => {
    db = database.handle().db
    const config = loadConfig({ OPSAI_BASE_URL: ORIGIN, OPSAI_SAML_ALLOW_PRIVATE_METADATA: '1' })
    auth = createAuth(db, config, 'z'.repeat(40))
    // The IdP reads our SP metadata through the in-process handler (no server listens on ORIGIN).
    idp = await startSamlIdpTestServer({
      spMetadata: async (url) => (await auth.handler(new Request(url))).text(),
    })
    acme = await makeTenant(db, 'saml-acme')
    other = await makeTenant(db, 'saml-other')
    await mapDomain(db, { hostname: 'other.saml.test', tenantSlug: 'saml-other' }, TEST_ACTOR)
    await setSamlSettings(db, {
      tenantId: acme.id,
      input: {
        metadataUrl: idp.metadataUrl,
        emailDomains: 'acme.test, @Acme-Group.test',
        defaultRole: 'admin',
      },
      actor: TEST_ACTOR,
      urls: URLS,
    })
  })

  afterAll(async () => {
    await idp?.close()
  })

  async function start(email: string, options: { host?: string; redirect?: string } = {}) {
    const origin = options.host ? `http://${options.host}` : ORIGIN
    return auth.handler(
      new Request(`${origin}/api/auth/saml/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, redirect: options.redirect ?? '/team' }),
      }),
    )
  }

  async function post(answer: { acsUrl: string; samlResponse: string }) {
    const jar = new CookieJar()
    const response = await auth.handler(
      new Request(answer.acsUrl, {
        method: 'POST',
        // The IdP's page posts from its own origin, as a browser would.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idp.origin },
        body: new URLSearchParams({ SAMLResponse: answer.samlResponse }).toString(),
      }),
    )
    jar.store(ORIGIN, response)
    return { response, jar, location: response.headers.get('location') ?? '' }
  }

  async function signIn(email: string, kind: SamlTestAnswer = 'valid', name?: string) {
    const started = await start(email)
    expect(started.status).toBe(200)
    const { url } = (await started.json()) as { url: string }
    return post(await idp.answer(url, { email, name }, kind))
  }

  async function sessionEmail(jar: CookieJar) {
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: jar.header(ORIGIN) } }),
    )
    return ((await response.json()) as { user: { email: string } } | null)?.user.email ?? null
  }

  const users = async () => (await db.select({ n: count() }).from(user))[0]?.n ?? 0

  it('stores the SP private key sealed, and serves metadata with the entity id and the ACS', async () => {
    const [row] = await db.select().from(tenantSamlProviders).where(eq(tenantSamlProviders.tenantId, acme.id))
    expect(isSealed(row?.spPrivateKey)).toBe(true)
    expect(row?.emailDomains).toEqual(['acme-group.test', 'acme.test'])
    const metadata = await (
      await auth.handler(new Request(`${ORIGIN}/api/auth/saml/metadata/${acme.id}`))
    ).text()
    expect(metadata).toContain(`entityID="${ORIGIN}/api/auth/saml/metadata/${acme.id}"`)
    expect(metadata).toContain(`Location="${ORIGIN}/api/auth/saml/acs/${acme.id}"`)
    expect(metadata).toContain('WantAssertionsSigned="true"')
    const missing = await auth.handler(new Request(`${ORIGIN}/api/auth/saml/metadata/${randomUUID()}`))
    expect(missing.status).toBe(404)
  })

  it('creates the account just in time with the default role, then signs the same user in again', async () => {
    // The tenant's webhook hears of the new member once (ADR 041).
    const hook = await createWebhookEndpoint(db, {
      tenantId: acme.id,
      input: { url: 'http://127.0.0.1:9/hooks', events: ['member.joined'] },
      actor: TEST_ACTOR,
      policy: { allowPrivate: true },
    })
    const before = await users()
    const first = await signIn('newcomer@acme.test', 'valid', 'New Comer')
    expect(first.response.status).toBe(302)
    expect(first.location).toBe('/team')
    expect(await sessionEmail(first.jar)).toBe('newcomer@acme.test')
    const [created] = await db.select().from(user).where(eq(user.email, 'newcomer@acme.test'))
    expect(created).toMatchObject({ tenantId: acme.id, name: 'New Comer', emailVerified: true, role: 'user' })
    const [member] = await db
      .select()
      .from(tenantMembers)
      .where(eq(tenantMembers.userId, created?.id ?? ''))
    expect(member?.role).toBe('admin')

    const second = await signIn('newcomer@acme.test')
    expect(second.location).toBe('/team')
    expect(await sessionEmail(second.jar)).toBe('newcomer@acme.test')
    expect(await users()).toBe(before + 1)
    const joined = await db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id))
    expect(joined.map((row) => JSON.parse(row.body).data)).toEqual([
      { userId: created?.id, email: 'newcomer@acme.test', role: 'admin', via: 'saml' },
    ])
  })

  it.each([
    ['tampered', 'tampered'],
    ['wrong-audience', 'wrong-audience'],
    ['expired', 'expired'],
  ] as const)('refuses a %s assertion with its own message and writes nothing', async (kind, refusal) => {
    const before = await users()
    const { response, location, jar } = await signIn(`victim-${kind}@acme.test`, kind)
    expect(response.status).toBe(302)
    expect(location).toBe(`/login/ezpass?saml=${refusal}`)
    expect(await sessionEmail(jar)).toBeNull()
    expect(await users()).toBe(before)
    const consumed = await db.select().from(samlRequests).where(eq(samlRequests.tenantId, acme.id))
    expect(consumed.filter((row) => row.assertionId === null && row.consumedAt !== null)).toEqual([])
  })

  it('refuses the same answer posted twice: replayed', async () => {
    const started = await start('twice@acme.test')
    const { url } = (await started.json()) as { url: string }
    const answer = await idp.answer(url, { email: 'twice@acme.test' }, 'valid')
    expect((await post(answer)).location).toBe('/team')
    const again = await post(answer)
    expect(again.location).toBe('/login/ezpass?saml=replayed')
    expect(await sessionEmail(again.jar)).toBeNull()
  })

  it('routes only known domains, and only to the tenant the host belongs to', async () => {
    const unknown = await start('someone@elsewhere.test')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SAML_REFUSED', refusal: 'unknown-domain' })
    const crossTenant = await start('someone@acme.test', { host: 'other.saml.test' })
    expect(crossTenant.status).toBe(404)
    const invalid = await start('not an address')
    expect(invalid.status).toBe(400)
  })

  it("refuses another tenant's user and an administrator account, creating nothing", async () => {
    await db.insert(user).values([
      { id: randomUUID(), name: 'b', email: 'elsewhere@acme.test', emailVerified: true, tenantId: other.id },
      { id: randomUUID(), name: 'root', email: 'root@acme.test', emailVerified: true, role: 'admin' },
    ])
    const before = await users()
    expect((await signIn('elsewhere@acme.test')).location).toBe('/login/ezpass?saml=other-tenant')
    expect((await signIn('root@acme.test')).location).toBe('/login/ezpass?saml=administrator')
    expect(await users()).toBe(before)
  })

  it('sweeps requests an hour past their expiry, and only those', async () => {
    const now = Date.now()
    await db.insert(samlRequests).values([
      { id: '_old', tenantId: acme.id, expiresAt: new Date(now - 2 * 60 * 60 * 1000) },
      { id: '_recent', tenantId: acme.id, expiresAt: new Date(now - 10 * 60 * 1000) },
    ])
    expect(await sweepExpiredSamlRequests(db, now)).toBe(1)
    const left = await db.select({ id: samlRequests.id }).from(samlRequests)
    expect(left.map((row) => row.id)).toContain('_recent')
    expect(left.map((row) => row.id)).not.toContain('_old')
  })

  it('refuses answers while the set-up is turned off', async () => {
    await setSamlSettings(db, { tenantId: acme.id, input: { enabled: false }, actor: TEST_ACTOR, urls: URLS })
    const refused = await start('newcomer@acme.test')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ refusal: 'not-enabled' })
    await setSamlSettings(db, { tenantId: acme.id, input: { enabled: true }, actor: TEST_ACTOR, urls: URLS })
  })
})

describe("node-saml's refusals, as the check that failed", () => {
  it.each([
    ['Invalid signature', 'tampered'],
    ['Invalid document signature', 'tampered'],
    ['SAML assertion audience mismatch. Expected: a Received: b', 'wrong-audience'],
    ['SAML assertion expired: clocks skewed too much', 'expired'],
    ['No valid subject confirmation found among those available in the SAML assertion', 'expired'],
    ['InResponseTo is not valid', 'request'],
    ['InResponseTo is missing from response', 'unsolicited'],
    ['SAML provider returned Responder error: unspecified', 'idp-error'],
    ['something else', 'failed'],
  ])('%s → %s', (message, refusal) => {
    expect(classifySamlError(message)).toBe(refusal)
  })
})
