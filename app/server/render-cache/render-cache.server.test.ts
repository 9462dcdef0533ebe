/**
 * The render cache in front of a renderer that reads what the real pages read — the Host's
 * tenant through the tenancy resolver, the application's theme, the session from better-auth,
 * the language — on a real database: it must never answer one tenant's, one user's or one
 * language's page to another, and must drop pages when the tenancy data they show changes.
 */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { LOCALE_COOKIE, resolveLocale } from '../../i18n/locale'
import { createAuth } from '../auth/auth.server'
import { CSP_HEADER_NAME, createNonce } from '../http/csp-nonce.server'
import { buildContentSecurityPolicy } from '../http/security-headers.server'
import { findApplication, updateApplication } from '../tenancy/applications.server'
import { CACHE_READS } from '../tenancy/cache-version.server'
import { mapDomain, unmapDomain } from '../tenancy/domains.server'
import { requestHost } from '../tenancy/host.server'
import { HostResolver } from '../tenancy/host-resolver.server'
import { setTenantStatus } from '../tenancy/tenants.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { policyNonce, renewNonce } from './hit-transform.server'
import { CACHE_STATUS_HEADER, createRenderCache, type RenderCacheMiddleware } from './render-cache.server'

const PASSWORD = 'Corr3ct-horse!'

describeEachDatabase('anonymous-page render cache', (database) => {
  const db = () => database.handle().db
  let auth: ReturnType<typeof createAuth>
  let resolver: HostResolver
  let cache: RenderCacheMiddleware
  let renders = 0
  /** Runs inside the next render, between reading the tenancy data and answering. */
  let duringRender: (() => Promise<void>) | undefined
  let setCookie: string | undefined

  async function addMember(database: Db, email: string, tenantId: string) {
    const id = randomUUID()
    await database.insert(user).values({ id, name: email, email, role: 'user', tenantId })
    await database.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(PASSWORD),
    })
  }

  async function sessionCookie(email: string) {
    const response = await auth.handler(
      new Request('http://acme.localhost/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://acme.localhost' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    )
    expect(response.status).toBe(200)
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  /** Stands in for the SSR: everything a sign-in page shows, read the way the app reads it. */
  async function render(request: Request): Promise<Response> {
    renders++
    const url = new URL(request.url)
    const host = await resolver.resolve(requestHost(request))
    const aiType = url.pathname.split('/')[2]
    const application = aiType ? await findApplication(db(), aiType) : undefined
    const session = await auth.api.getSession({ headers: request.headers })
    const cookie = request.headers.get('cookie') ?? ''
    const locale = resolveLocale({
      cookie: /locale=(\w+)/.exec(cookie)?.[1],
      acceptLanguage: request.headers.get('accept-language'),
    })
    await duringRender?.()
    duringRender = undefined
    const nonce = createNonce()
    const body =
      `<html lang="${locale}" data-tenant="${host.tenant?.slug ?? 'none'}" data-status="${host.tenant?.status ?? ''}"` +
      ` data-theme="${application?.themeKey ?? host.theme ?? 'opsai'}"><body data-user="${session?.user.email ?? 'anonymous'}">` +
      `<script nonce="${nonce}">start()</script></body></html>`
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      [CSP_HEADER_NAME]: buildContentSecurityPolicy(nonce),
    })
    if (setCookie) headers.append('set-cookie', setCookie)
    setCookie = undefined
    return new Response(body, { headers })
  }

  async function get(url: string, headers: Record<string, string> = {}) {
    const request = new Request(url, { headers })
    const response = await cache(request, () => render(request))
    return { status: response.headers.get(CACHE_STATUS_HEADER), html: await response.text(), response }
  }

  beforeAll(async () => {
    const tenantA = await makeTenant(db(), 'acme')
    const tenantB = await makeTenant(db(), 'globex')
    await mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'fortuna' }, TEST_ACTOR)
    await mapDomain(
      db(),
      { hostname: 'globex.localhost', tenantSlug: 'globex', themeKey: 'kakushin' },
      TEST_ACTOR,
    )
    await addMember(db(), 'alice@acme.test', tenantA.id)
    await addMember(db(), 'bob@globex.test', tenantB.id)
    auth = createAuth(db(), loadConfig({}), 'x'.repeat(40))
  })

  beforeEach(() => {
    // Checks the version on every request, so each change is seen at once.
    resolver = new HostResolver(async () => db(), { checkIntervalMs: 0 })
    cache = createRenderCache({
      buildId: 'build-1',
      defaultLocale: 'ja',
      versions: resolver.versions.source(CACHE_READS.renderCache),
      transform: renewNonce,
    })
    renders = 0
  })

  it("answers each Host with its own tenant's page, from memory after the first", async () => {
    const a1 = await get('http://acme.localhost/login')
    const b1 = await get('http://globex.localhost/login')
    const a2 = await get('http://acme.localhost/login')
    const b2 = await get('http://globex.localhost/login')
    expect([a1.status, b1.status, a2.status, b2.status]).toEqual(['miss', 'miss', 'hit', 'hit'])
    expect(renders).toBe(2)
    for (const page of [a1, a2])
      expect(page.html).toContain('data-tenant="acme" data-status="active" data-theme="fortuna"')
    for (const page of [b1, b2]) expect(page.html).toContain('data-tenant="globex"')
    expect(a2.html).not.toContain('globex')
    expect(b2.html).not.toContain('acme')
  })

  it('renews the CSP nonce of every answer, in the header and in the page', async () => {
    const first = await get('http://acme.localhost/login/hirameki_ai')
    const hit = await get('http://acme.localhost/login/hirameki_ai')
    expect(hit.status).toBe('hit')
    const nonces = [first, hit].map((page) => policyNonce(page.response.headers.get(CSP_HEADER_NAME) ?? ''))
    expect(nonces[0]).not.toBe(nonces[1])
    expect(hit.html).toContain(`nonce="${nonces[1]}"`)
    expect(hit.html).not.toContain(nonces[0])
  })

  it("never keeps or serves a signed-in user's page", async () => {
    const alice = await sessionCookie('alice@acme.test')
    const bob = await sessionCookie('bob@globex.test')
    const anonymous = await get('http://acme.localhost/login')
    const asAlice = await get('http://acme.localhost/login', { cookie: alice })
    const asBob = await get('http://acme.localhost/login', { cookie: `${LOCALE_COOKIE}=ja; ${bob}` })
    const bearer = await get('http://acme.localhost/login', { authorization: 'Bearer x' })
    const anonymousAgain = await get('http://acme.localhost/login')
    expect(anonymous.html).toContain('data-user="anonymous"')
    expect(asAlice.status).toBeNull()
    expect(asAlice.html).toContain('data-user="alice@acme.test"')
    expect(asBob.status).toBeNull()
    expect(asBob.html).toContain('data-user="bob@globex.test"')
    expect(bearer.status).toBeNull()
    expect(anonymousAgain.status).toBe('hit')
    expect(anonymousAgain.html).toContain('data-user="anonymous"')
    expect(renders).toBe(4)
  })

  it('re-renders once a Host moves to another tenant, and keeps nothing rendered across the move', async () => {
    expect((await get('http://acme.localhost/login?redirect=%2F')).html).toContain('data-tenant="acme"')
    expect((await get('http://acme.localhost/login?redirect=%2F')).status).toBe('hit')
    await unmapDomain(db(), 'acme.localhost', TEST_ACTOR)
    await mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'globex' }, TEST_ACTOR)
    const moved = await get('http://acme.localhost/login?redirect=%2F')
    expect(moved.status).toBe('miss')
    expect(moved.html).toContain('data-tenant="globex"')
    expect((await get('http://acme.localhost/login?redirect=%2F')).html).toContain('data-tenant="globex"')

    // A change committed while a page renders: that page may show either side; the next
    // request renders again.
    duringRender = async () => {
      await unmapDomain(db(), 'acme.localhost', TEST_ACTOR)
      await mapDomain(
        db(),
        { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'fortuna' },
        TEST_ACTOR,
      )
      await resolver.currentVersion()
    }
    await get('http://acme.localhost/login')
    const after = await get('http://acme.localhost/login')
    expect(after.status).toBe('miss')
    expect(after.html).toContain('data-tenant="acme"')
  })

  it("re-renders when a tenant's status or an application's theme changes", async () => {
    await get('http://globex.localhost/login/hirameki_ai')
    expect((await get('http://globex.localhost/login/hirameki_ai')).status).toBe('hit')
    await setTenantStatus(db(), 'globex', 'suspended', TEST_ACTOR)
    const suspended = await get('http://globex.localhost/login/hirameki_ai')
    expect(suspended.status).toBe('miss')
    expect(suspended.html).toContain('data-status="suspended"')
    await setTenantStatus(db(), 'globex', 'active', TEST_ACTOR)

    expect((await get('http://globex.localhost/login/hirameki_ai')).html).toContain(
      'data-theme="hirameki_ai"',
    )
    await updateApplication(db(), 'hirameki_ai', { themeKey: 'chat_synapse' }, TEST_ACTOR)
    const rethemed = await get('http://globex.localhost/login/hirameki_ai')
    expect(rethemed.status).toBe('miss')
    expect(rethemed.html).toContain('data-theme="chat_synapse"')
  })

  it('keeps no page that sets a cookie', async () => {
    setCookie = 'locale=en; Path=/'
    expect((await get('http://acme.localhost/admin/login')).response.headers.getSetCookie()).toHaveLength(1)
    const next = await get('http://acme.localhost/admin/login')
    expect(next.status).toBe('miss')
    expect(next.response.headers.getSetCookie()).toHaveLength(0)
    expect(renders).toBe(2)
  })

  it('keeps each language apart, whether chosen by cookie or by Accept-Language', async () => {
    const ja = await get('http://acme.localhost/login', { 'accept-language': 'ja' })
    const en = await get('http://acme.localhost/login', { 'accept-language': 'en-US,en;q=0.9' })
    const enByCookie = await get('http://acme.localhost/login', {
      'accept-language': 'ja',
      cookie: `${LOCALE_COOKIE}=en`,
    })
    const jaAgain = await get('http://acme.localhost/login', { 'accept-language': 'ja,en;q=0.5' })
    expect(ja.html).toContain('lang="ja"')
    expect(en.html).toContain('lang="en"')
    expect(enByCookie.status).toBe('hit')
    expect(enByCookie.html).toContain('lang="en"')
    expect(jaAgain.status).toBe('hit')
    expect(jaAgain.html).toContain('lang="ja"')
    expect(renders).toBe(2)
  })

  it('leaves the answer to the renderer when the tenancy version cannot be read', async () => {
    await get('http://acme.localhost/login')
    const unreachable = createRenderCache({
      buildId: 'build-1',
      defaultLocale: 'ja',
      versions: {
        currentVersion: () => Promise.reject(new Error('database down')),
        knownVersion: () => undefined,
        checkedVersion: () => undefined,
      },
      transform: renewNonce,
    })
    const request = new Request('http://acme.localhost/login')
    const response = await unreachable(request, () => new Response('rendered', { status: 503 }))
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('rendered')
  })

  it('answers HEAD from a kept page without a body, and keeps nothing from a HEAD', async () => {
    const head = await cache(new Request('http://acme.localhost/login', { method: 'HEAD' }), () =>
      render(new Request('http://acme.localhost/login')),
    )
    expect(head.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    await get('http://acme.localhost/login')
    const hit = await cache(new Request('http://acme.localhost/login', { method: 'HEAD' }), () => {
      throw new Error('rendered')
    })
    expect(hit.headers.get(CACHE_STATUS_HEADER)).toBe('hit')
    expect(Number(hit.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await hit.text()).toBe('')
  })
  it('answers without waiting only a kept page of a version the middleware has seen', async () => {
    let current = 7
    let checked: number | undefined = 7
    const versioned = createRenderCache({
      buildId: 'build-1',
      defaultLocale: 'ja',
      versions: {
        currentVersion: async () => current,
        knownVersion: () => current,
        checkedVersion: () => checked,
      },
      transform: renewNonce,
    })
    const url = 'http://acme.localhost/login/hirameki_ai'
    const plain = (headers: Record<string, string> = {}) => ({
      method: 'GET',
      url,
      header: (name: string) => headers[name] ?? null,
    })
    /** The response, its body read (a page is kept once its body has been sent). */
    const throughMiddleware = async () => {
      const request = new Request(url)
      const response = await versioned(request, () => render(request))
      await response.text()
      return response
    }
    expect(versioned.answerNow(plain())).toBeUndefined()
    const rendered = await throughMiddleware()
    expect(rendered.headers.get(CACHE_STATUS_HEADER)).toBe('miss')
    const answer = versioned.answerNow(plain())
    expect(answer).toMatchObject({ pathname: '/login/hirameki_ai', status: 200 })
    expect(answer?.headers).toContainEqual([CACHE_STATUS_HEADER, 'hit'])
    const nonce = policyNonce(answer?.headers.find(([name]) => name === CSP_HEADER_NAME)?.[1])
    expect(nonce).not.toBe(policyNonce(rendered.headers.get(CSP_HEADER_NAME) ?? ''))
    expect(Buffer.from(answer?.body ?? []).toString()).toContain(`nonce="${nonce}"`)
    expect(versioned.answerNow({ ...plain(), method: 'HEAD' })?.body).toBeNull()
    // Not for a visitor the renderer must see, nor while a check is due.
    expect(versioned.answerNow(plain({ cookie: 'session=x' }))).toBeUndefined()
    checked = undefined
    expect(versioned.answerNow(plain())).toBeUndefined()
    // A newer version than the middleware has seen: its pages may be stale, so not from here.
    checked = 8
    current = 8
    expect(versioned.answerNow(plain())).toBeUndefined()
    expect((await throughMiddleware()).headers.get(CACHE_STATUS_HEADER)).toBe('miss')
    expect(versioned.answerNow(plain())?.status).toBe(200)
  })
})
