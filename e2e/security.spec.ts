/**
 * Web security on the running production build (issue 9, ADR 014, docs/security.md): headers on
 * every kind of answer, the CSP pages work under, cross-site refusal of every mutating endpoint
 * (security-limits.spec.ts has the rest).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ADMIN, demoMember, ensureTenantOwner, passAdminCodeStep, signInCookie } from './support/accounts'
import { waitForHydration } from './support/hydration'
import { type APIResponse, expect, type Page, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const BASE = `http://localhost:${port}`
const EVIL = 'https://evil.example'
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000'

function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
}

function scriptNonce(response: APIResponse) {
  return /script-src 'self' 'nonce-([A-Za-z0-9_-]{22})'/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1]
}

test.describe('security headers', () => {
  test('every HTML page has a fresh nonce policy that its inline scripts carry', async ({ request }) => {
    const first = await request.get('/login')
    const second = await request.get('/login')
    const nonce = scriptNonce(first)
    expect(nonce).toBeDefined()
    expect(scriptNonce(second)).not.toBe(nonce)
    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) {
      if (!tag.includes(' src=')) expect(tag, 'inline script without the nonce').toContain(`nonce="${nonce}"`)
    }
    expectBaseHeaders(first, '/login')
  })

  test('static files, JSON, errors, refusals and not-found pages carry the headers too', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text()
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const answers: [string, APIResponse, number][] = [
      ['static asset', await request.get(asset ?? ''), 200],
      ['build manifest', await request.get('/builds/latest.json'), 200],
      ['health JSON', await request.get('/api/health'), 200],
      ['API 401', await request.get('/api/balance'), 401],
      ['missing page', await request.get('/no-such-page-here'), 404],
      ['missing asset', await request.get('/assets/no-such-file.js'), 404],
      [
        'API cross-site refusal',
        await request.delete(`/api/threads/${PLACEHOLDER_ID}`, { headers: { origin: EVIL, cookie: 'a=b' } }),
        403,
      ],
      [
        'server-function CSRF refusal',
        await request.post('/_serverFn/any', { headers: { origin: EVIL } }),
        403,
      ],
    ]
    for (const [what, response, status] of answers) {
      expect(response.status(), what).toBe(status)
      expectBaseHeaders(response, what)
    }
    // Not a document: it may load nothing at all.
    expect((await request.get('/api/health')).headers()['content-security-policy']).toContain(
      "default-src 'none'",
    )
  })

  test('the session cookie is HttpOnly and SameSite=Lax (Secure only under https: unit-tested)', async ({
    request,
  }) => {
    const response = await request.post('/api/auth/sign-in/email', {
      data: demoMember('kakushin', 'member'),
      headers: { origin: BASE },
    })
    const session = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.toLowerCase())
      .find((cookie) => cookie.includes('session_token='))
    expect(session).toContain('httponly')
    expect(session).toContain('samesite=lax')
  })
})

test.describe('content security policy in Chromium', () => {
  async function watchViolations(page: Page) {
    const violations: string[] = []
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation
        report(`${event.violatedDirective} ${event.blockedURI} @ ${location.pathname}`)
      })
    })
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text())
    })
    return violations
  }

  test('/login, /, a chat and /admin hydrate and work with no violation', async ({ page, browser }) => {
    const violations = await watchViolations(page)
    const member = demoMember('kakushin', 'owner')
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('メールアドレス').fill(member.email)
    await page.getByLabel('パスワード').fill(member.password)
    await page.getByRole('button', { name: 'サインイン' }).click()
    await page.waitForURL(`${BASE}/`)
    await waitForHydration(page)
    await page.goto('/chat')
    await waitForHydration(page)
    const box = page.getByLabel('メッセージ', { exact: true })
    await box.fill('CSP の確認です')
    await box.press('Enter')
    await expect(page.locator('li[data-role="assistant"]').last()).not.toBeEmpty({ timeout: 20_000 })

    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    const adminViolations = await watchViolations(admin)
    await admin.goto('/admin/login')
    await admin.getByLabel('メールアドレス').fill(ADMIN.email)
    await admin.getByLabel('パスワード').fill(ADMIN.password)
    await admin.getByRole('button', { name: 'サインイン' }).click()
    await passAdminCodeStep(admin)
    await admin.waitForURL(/\/admin\/?$/)
    await waitForHydration(admin)
    await admin.waitForLoadState('networkidle')
    await adminContext.close()
    expect([...violations, ...adminViolations]).toEqual([])
  })
})

/** Every mutating handler under app/routes/api, as [method, path] with placeholders filled in. */
function mutatingApiRoutes(): [string, string][] {
  const root = 'app/routes/api'
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) files.push(path)
    }
  }
  walk(root)
  const routes: [string, string][] = []
  for (const file of files) {
    const url = `/api/${relative(root, file)}`
      .replace(/\.ts$/, '')
      .replace(/\/index$/, '')
      .replace('$kind/$keyword', 'chat/default')
      .replace(/\$[A-Za-z]+/g, PLACEHOLDER_ID)
    const source = readFileSync(file, 'utf8')
    for (const [, method = ''] of source.matchAll(/\b(POST|PUT|PATCH|DELETE):/g)) routes.push([method, url])
  }
  return routes
}

test.describe('cross-site requests are refused', () => {
  let ownerCookie: string
  let adminCookie: string
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE })
    ownerCookie = await signInCookie(request, BASE, 'tenant', ensureTenantOwner('e2e-security'))
    adminCookie = await signInCookie(request, BASE, 'system-admin', ADMIN)
    await request.dispose()
  })

  test('every mutating API route, with a session cookie and a foreign Origin: 403', async ({ request }) => {
    const routes = mutatingApiRoutes().filter(
      // Stripe's webhook carries no cookie and is authenticated by its signature; /api/auth is
      // better-auth's, tested below.
      ([, path]) => path !== '/api/payment/webhook' && !path.startsWith('/api/auth/'),
    )
    expect(routes.length).toBeGreaterThan(25)
    for (const [method, path] of routes) {
      const cookie = /^\/api\/(admin|payment\/admin)\//.test(path) ? adminCookie : ownerCookie
      const response = await request.fetch(path, {
        method,
        headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
        data: '{}',
      })
      expect(response.status(), `${method} ${path}`).toBe(403)
      expect((await response.json()).error, `${method} ${path}`).toBe('cross_site_request')
    }
    // The same cookie from this site is accepted (the 403 above is the Origin's doing).
    const own = await request.get('/api/balance', { headers: { cookie: ownerCookie } })
    expect(own.status()).toBe(200)
  })

  test('better-auth endpoints refuse a foreign Origin, with and without a session', async ({ request }) => {
    for (const path of ['/api/auth/sign-out', '/api/auth/update-user', '/api/auth/change-password']) {
      const response = await request.post(path, {
        headers: { cookie: ownerCookie, origin: EVIL },
        data: { name: 'x', currentPassword: 'x', newPassword: 'y'.repeat(12) },
      })
      expect(response.status(), path).toBe(403)
    }
    // Login CSRF: a cross-site page posting the sign-in form.
    const login = await request.post('/api/auth/sign-in/email', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      data: demoMember('kakushin', 'member'),
    })
    expect(login.status()).toBe(403)
  })

  test('a server function called from another site: 403, from this site: answered', async ({
    page,
    request,
  }) => {
    await page.goto('/freeRegist')
    await waitForHydration(page)
    // Capture the registration server function's call without letting it through.
    const captured = new Promise<{ url: string; body: string; headers: Record<string, string> }>(
      (resolve) => {
        void page.route('**/_serverFn/**', async (route) => {
          const call = route.request()
          if (call.method() === 'POST')
            resolve({ url: call.url(), body: call.postData() ?? '', headers: call.headers() })
          await route.abort()
        })
      },
    )
    const email = `csrf-${Date.now()}@e2e.test`
    await page.getByLabel('組織名').fill('CSRF 確認')
    await page.getByLabel('お名前').fill('確認 太郎')
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByLabel(/パスワード/).fill('Register-Passw0rd!')
    await page.getByRole('button', { name: '登録する' }).click()
    const call = await captured
    const path = new URL(call.url).pathname
    // The same call with an address the server refuses: nothing is created, whoever sends it.
    const body = call.body.replace(email, 'not-an-email')
    const headers = {
      'content-type': call.headers['content-type'] ?? 'application/json',
      'x-tsr-serverFn': 'true',
    }
    const foreign = await request.post(path, { headers: { ...headers, origin: EVIL }, data: body })
    expect(foreign.status()).toBe(403)
    expect((await foreign.json()).error).toBe('cross_site_request')
    const fetched = await request.post(path, {
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      data: body,
    })
    expect(fetched.status()).toBe(403)
    const own = await request.post(path, { headers: { ...headers, origin: BASE }, data: body })
    expect(own.status()).toBe(200)
    expect(await own.text()).toContain('invalid')
  })
})
