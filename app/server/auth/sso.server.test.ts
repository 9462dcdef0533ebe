import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { account, session, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { SSO_PROVIDER_ID, ssoCallbackUrl, ssoStartBody } from '../../features/auth/sso/sso-flow.shared'
import { isSealed } from '../secrets/secret-cipher.server'
import { createAuth } from './auth.server'
import { CookieJar, followRedirectsUntil } from './testing/browser-session'
import { type OidcTestServer, startOidcTestServer, subjectFor } from './testing/oidc-test-server'

const ORIGIN = 'http://localhost:3000'
const CLIENT_ID = 'opsai-sso-test'
const CLIENT_SECRET = 'sso-test-secret-0123456789'

async function addUser(db: Db, email: string, fields: { emailVerified?: boolean } = {}) {
  const id = randomUUID()
  await db
    .insert(user)
    .values({ id, name: email.split('@')[0] ?? email, email, emailVerified: fields.emailVerified ?? true })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword('Corr3ct-horse!'),
  })
  return id
}

describeEachDatabase('single sign-on through the ezpass OpenID Connect provider', (database) => {
  let provider: OidcTestServer
  let auth: ReturnType<typeof createAuth>
  let db: Db

  beforeAll(async () => {
    db = database.handle().db
    provider = await startOidcTestServer({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [ssoCallbackUrl(ORIGIN, '/api/auth')],
      user: null,
    })
    const config = loadConfig({
      OPSAI_BASE_URL: ORIGIN,
      OPSAI_SSO_ISSUER: provider.issuer,
      OPSAI_SSO_CLIENT_ID: CLIENT_ID,
      OPSAI_SSO_CLIENT_SECRET: CLIENT_SECRET,
    })
    auth = createAuth(db, config, 'y'.repeat(40))
    await addUser(db, 'member@acme.test')
    await addUser(db, 'unverified@acme.test', { emailVerified: false })
  })

  afterAll(async () => {
    await provider?.close()
  })

  /** The browser's side: start at the app, sign in at the provider, come back to the callback. */
  async function startFlow(jar: CookieJar, body: Record<string, unknown> = ssoStartBody('/team')) {
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: jar.header(ORIGIN) },
        body: JSON.stringify(body),
      }),
    )
    expect(response.status).toBe(200)
    jar.store(ORIGIN, response)
    const { url } = (await response.json()) as { url: string }
    return new URL(url)
  }

  async function atProvider(jar: CookieJar, authorization: URL) {
    return followRedirectsUntil(authorization, jar, (url) => url.origin === ORIGIN)
  }

  async function callback(jar: CookieJar, url: URL) {
    const response = await auth.handler(new Request(url, { headers: { cookie: jar.header(ORIGIN) } }))
    jar.store(ORIGIN, response)
    return response
  }

  async function signIn(email: string | null, body?: Record<string, unknown>) {
    provider.signInAs(email ? { email } : null)
    const jar = new CookieJar()
    const callbackUrl = await atProvider(jar, await startFlow(jar, body))
    return { jar, response: await callback(jar, callbackUrl) }
  }

  async function sessionOf(jar: CookieJar) {
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: jar.header(ORIGIN) } }),
    )
    return (await response.json()) as { user: { email: string } } | null
  }

  it('sends the browser to the provider with state, nonce and PKCE S256', async () => {
    const jar = new CookieJar()
    const authorization = await startFlow(jar)
    expect(authorization.origin).toBe(provider.issuer)
    const params = authorization.searchParams
    expect(params.get('client_id')).toBe(CLIENT_ID)
    expect(params.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/${SSO_PROVIDER_ID}`)
    expect(params.get('response_type')).toBe('code')
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(params.get('state')).toBeTruthy()
    expect(params.get('nonce')).toBeTruthy()
    // The state is also bound to this browser by a signed cookie.
    expect(jar.get(ORIGIN, 'sid.state')).toBeTruthy()
  })

  it('signs an existing user in: the callback sets the session cookie and lands on the target', async () => {
    const { jar, response } = await signIn('member@acme.test')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/team')
    expect(response.headers.get('set-cookie')).toMatch(/sid\.session_token=.*HttpOnly/i)
    const current = await sessionOf(jar)
    expect(current?.user.email).toBe('member@acme.test')
    // The provider's subject is linked to the user, so the next sign-in finds it directly.
    const linked = await db
      .select()
      .from(account)
      .where(
        and(eq(account.providerId, SSO_PROVIDER_ID), eq(account.accountId, subjectFor('member@acme.test'))),
      )
    expect(linked).toHaveLength(1)
    // The provider's tokens are stored sealed with OPSAI_SECRET_KEY (ADR 033), never as it sent them.
    const tokens = [linked[0]?.accessToken, linked[0]?.refreshToken, linked[0]?.idToken].filter(Boolean)
    expect(tokens.length).toBeGreaterThan(0)
    for (const token of tokens) expect(isSealed(token)).toBe(true)
    const again = await signIn('member@acme.test')
    expect(again.response.headers.get('location')).toBe('/team')
    expect((await sessionOf(again.jar))?.user.email).toBe('member@acme.test')
  })

  it('refuses a user who does not exist here, creates nothing and says why', async () => {
    const sessionsBefore = (await db.select().from(session)).length
    const { jar, response } = await signIn('stranger@elsewhere.test')
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe('/login/ezpass')
    expect(location.searchParams.get('redirect')).toBe('/team')
    expect(location.searchParams.get('error')).toBe('signup_disabled')
    expect(jar.get(ORIGIN, 'sid.session_token')).toBeUndefined()
    expect(await sessionOf(jar)).toBeNull()
    expect(await db.select().from(user).where(eq(user.email, 'stranger@elsewhere.test'))).toEqual([])
    expect((await db.select().from(session)).length).toBe(sessionsBefore)
  })

  it('refuses a sign-up even when the start request asks for one', async () => {
    const { jar, response } = await signIn('intruder@elsewhere.test', {
      ...ssoStartBody('/'),
      requestSignUp: true,
    })
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).searchParams.get('error')).toBe(
      'signup_disabled',
    )
    expect(await sessionOf(jar)).toBeNull()
    expect(await db.select().from(user).where(eq(user.email, 'intruder@elsewhere.test'))).toEqual([])
  })

  it('does not link an account whose address is not verified here', async () => {
    const { jar, response } = await signIn('unverified@acme.test')
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe('/login/ezpass')
    expect(location.searchParams.get('error')).toBe('account_not_linked')
    expect(await sessionOf(jar)).toBeNull()
  })

  it('comes back with access_denied when the user declines at the provider', async () => {
    const { jar, response } = await signIn(null)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe('/login/ezpass')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(await sessionOf(jar)).toBeNull()
  })

  it('refuses a tampered state', async () => {
    provider.signInAs({ email: 'member@acme.test' })
    const jar = new CookieJar()
    const callbackUrl = await atProvider(jar, await startFlow(jar))
    const state = callbackUrl.searchParams.get('state') ?? ''
    callbackUrl.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)
    const response = await callback(jar, callbackUrl)
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).searchParams.get('error')).toBe(
      'state_mismatch',
    )
    expect(jar.get(ORIGIN, 'sid.session_token')).toBeUndefined()
    expect(await sessionOf(jar)).toBeNull()
  })

  it('refuses a callback carried into another browser (no state cookie: login CSRF)', async () => {
    provider.signInAs({ email: 'member@acme.test' })
    const attacker = new CookieJar()
    const callbackUrl = await atProvider(attacker, await startFlow(attacker))
    const victim = new CookieJar()
    const response = await callback(victim, callbackUrl)
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).searchParams.get('error')).toBe(
      'state_mismatch',
    )
    expect(await sessionOf(victim)).toBeNull()
  })
})
