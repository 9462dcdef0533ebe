/**
 * Web security on the running production build, continued (security.spec.ts has the headers, the
 * CSP and cross-site refusals): no open redirect, the chat limit, the suspended site's 503 and no
 * secret in the client bundle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { SECRET_CANARIES, SECRET_ENV_NAMES } from '../scripts/secret-canaries.mjs'
import { ADMIN, demoMember, ensureTenantOwner, opsai, signInCookie } from './support/accounts'
import { waitForHydration } from './support/hydration'
import { type APIResponse, expect, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const BASE = `http://localhost:${port}`
const HOSTILE_TARGETS = [
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  '/..//evil.com',
]

test.describe('no open redirect', () => {
  test('a signed-in visit to /login?redirect=<hostile> lands on this site', async ({ request }) => {
    const cookie = await signInCookie(request, BASE, 'tenant', demoMember('kakushin', 'member'))
    for (const target of HOSTILE_TARGETS) {
      const response = await request.get(`/login?redirect=${encodeURIComponent(target)}`, {
        headers: { cookie },
        maxRedirects: 0,
      })
      expect(response.status(), target).toBe(302)
      const location = response.headers().location ?? ''
      expect(location, target).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, BASE).origin, target).toBe(BASE)
    }
  })

  test('the sign-in form never follows a hostile redirect', async ({ page }) => {
    const member = demoMember('kakushin', 'member')
    await page.goto(`/login?redirect=${encodeURIComponent('/\\evil.com')}`)
    await waitForHydration(page)
    await page.getByLabel('メールアドレス').fill(member.email)
    await page.getByLabel('パスワード').fill(member.password)
    await page.getByRole('button', { name: 'サインイン' }).click()
    await page.waitForURL(`${BASE}/`)
  })

  test('better-auth callback URLs accept only this site', async ({ request }) => {
    for (const target of HOSTILE_TARGETS.filter((value) => value !== '/..//evil.com')) {
      const social = await request.post('/api/auth/sign-in/social', {
        headers: { origin: BASE },
        data: { provider: 'ezpass', callbackURL: target, disableRedirect: true },
      })
      expect(social.status(), `callbackURL ${target}`).toBe(403)
      const errorCallback = await request.post('/api/auth/sign-in/social', {
        headers: { origin: BASE },
        data: { provider: 'ezpass', callbackURL: '/', errorCallbackURL: target, disableRedirect: true },
      })
      expect(errorCallback.status(), `errorCallbackURL ${target}`).toBe(403)
      const verify = await request.get(
        `/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent(target)}`,
        { maxRedirects: 0 },
      )
      const location = verify.headers().location
      if (location) expect(new URL(location, BASE).origin, `verify-email ${target}`).toBe(BASE)
    }
  })
})

test('the chat API answers 429 with Retry-After and both languages past 30 messages a minute', async ({
  request,
}, testInfo) => {
  // A tenant of its own per repeat: the per-user limit counts over a minute, across repeats too.
  const owner = ensureTenantOwner(`e2e-security-chat-${testInfo.repeatEachIndex}-${testInfo.retry}`)
  const signIn = await request.post('/api/auth/sign-in/email', { data: owner, headers: { origin: BASE } })
  const authorization = `Bearer ${signIn.headers()['set-auth-token']}`
  const statuses: number[] = []
  let last: APIResponse | undefined
  for (let index = 0; index < 31; index += 1) {
    // A body that is not a message: refused with 400 after the limit has counted it.
    last = await request.post('/api/chats/chat/default/messages', {
      headers: { authorization, 'content-type': 'application/json' },
      data: '[]',
    })
    statuses.push(last.status())
  }
  expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
  expect(last?.status()).toBe(429)
  expect(Number(last?.headers()['retry-after'])).toBeGreaterThan(0)
  const body = await last?.json()
  expect(body.messages.ja).toContain('リクエストが多すぎます')
  expect(body.messages.en).toContain('Too many requests')
})

function getWithHost(
  path: string,
  host: string,
): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host }, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

test('a suspended tenant’s site answers 503 with the suspended page, and 200 again once resumed', async () => {
  const slug = `suspend${Date.now().toString(36)}`
  const host = `${slug}.localhost:${port}`
  ensureTenantOwner(slug)
  opsai(['domains', 'map', `${slug}.localhost`, '--tenant', slug])
  opsai(['tenants', 'suspend', slug])
  // The server sees the change at its next cache-version check (about a second); a loaded CI
  // machine may take longer, so the deadline only bounds a server that never sees it.
  const until = async (accept: (status: number) => boolean) => {
    const deadline = Date.now() + 20_000
    for (;;) {
      const answer = await getWithHost('/login', host)
      if (accept(answer.status) || Date.now() > deadline) return answer
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  const suspended = await until((status) => status === 503)
  expect(suspended.status).toBe(503)
  expect(suspended.retryAfter).toBeDefined()
  expect(suspended.body).toContain('このサイトは現在ご利用いただけません')
  expect(suspended.body).toContain('This site is currently unavailable')
  opsai(['tenants', 'resume', slug])
  expect((await until((status) => status === 200)).status).toBe(200)
})

test('no secret reaches the built client or the served pages', async ({ request }) => {
  const values = new Map<string, string>()
  for (const name of SECRET_ENV_NAMES) {
    values.set(`${name} canary`, SECRET_CANARIES[name] ?? '')
    const actual = process.env[name]
    if (actual && actual.length >= 8) values.set(name, actual)
  }
  // The e2e server's own secrets (playwright.config.ts), which the pages must not echo.
  values.set('SSO client secret', 'opsai-e2e-sso-secret')
  values.set('admin password', ADMIN.password)
  values.set('demo password', demoMember('kakushin', 'member').password)
  const shapes: [string, RegExp][] = [
    ['Stripe secret key', /\b[sr]k_(live|test)_[A-Za-z0-9]{10,}/],
    ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{10,}/],
    ['URL with a password', /\b(postgres(ql)?|smtps?):\/\/[^\s"'`/:@]+:[^\s"'`@]+@/],
    ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
    ['server environment read', new RegExp(`process\\.env\\.(${SECRET_ENV_NAMES.join('|')})\\b`)],
  ]
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(js|mjs|css|html|json|map|txt)$/.test(name)) files.push(path)
    }
  }
  walk('dist/client')
  expect(files.length).toBeGreaterThan(10)
  const pages = await Promise.all(['/login', '/admin/login', '/freeRegist'].map((path) => request.get(path)))
  const texts: [string, string][] = [
    ...files.map((file): [string, string] => [file, readFileSync(file, 'utf8')]),
    ...(await Promise.all(
      pages.map(async (page): Promise<[string, string]> => [page.url(), await page.text()]),
    )),
  ]
  for (const [where, text] of texts) {
    for (const [what, value] of values) expect(text.includes(value), `${what} in ${where}`).toBe(false)
    for (const [what, shape] of shapes) expect(shape.test(text), `${what} in ${where}`).toBe(false)
  }
})
