/**
 * Accounts for end-to-end tests, made through the real CLI against the e2e server's database
 * (the CLI reaches the server's PGlite through its socket), and signed in through the real
 * better-auth endpoints.
 */
import { spawnSync } from 'node:child_process'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminCode, passAdminCodeStep } from './admin-two-factor'

export { passAdminCodeStep }

export const ADMIN = { email: 'admin@opsai.test', password: 'Admin-e2e-Passw0rd!' }

/** The demo seed's members (OPSAI_DEMO_PASSWORD of the e2e server, playwright.config.ts). */
export function demoMember(slug: string, role: 'owner' | 'admin' | 'member') {
  return { email: `${role}@${slug}.example`, password: 'Demo-e2e-Passw0rd!' }
}

/** Runs the CLI; `input` is piped to its standard input (a password with `--password-stdin`). */
export function opsai(args: string[], input?: string) {
  const result = spawnSync('node', ['bin/opsai.mjs', ...args], {
    encoding: 'utf8',
    input,
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      OPSAI_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
    },
    timeout: 60_000,
  })
  if (result.status !== 0)
    throw new Error(`opsai ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`)
  return result.stdout
}

/** A tenant with an owner, created once per slug (re-running a spec reuses it). */
export function ensureTenantOwner(slug: string, app = 'hirameki_ai') {
  const owner = { email: `owner@${slug}.test`, password: 'Owner-e2e-Passw0rd!' }
  const existing = JSON.parse(opsai(['tenants', 'list', '--json'])) as { slug: string }[]
  if (!existing.some((tenant) => tenant.slug === slug)) {
    opsai(
      [
        'tenants',
        'create',
        '--slug',
        slug,
        '--name',
        `E2E ${slug}`,
        '--app',
        app,
        '--owner-email',
        owner.email,
        '--password-stdin',
      ],
      owner.password,
    )
  }
  return owner
}

/** Signs in over HTTP and returns the session cookie header value. */
export async function signInCookie(
  request: APIRequestContext,
  baseURL: string,
  kind: 'tenant' | 'system-admin',
  credentials: { email: string; password: string },
): Promise<string> {
  const path = kind === 'system-admin' ? '/api/auth/sign-in/system-admin' : '/api/auth/sign-in/email'
  let response = await request.post(path, { data: credentials, headers: { origin: baseURL } })
  if (response.status() !== 200)
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  // The administrator answers the code step (ADR 036): its challenge cookie goes with the code.
  if (kind === 'system-admin' && (await response.json()).twoFactorRedirect) {
    response = await request.post('/api/auth/two-factor/verify-totp', {
      data: { code: adminCode() },
      headers: { origin: baseURL, cookie: setCookies(response) },
    })
    if (response.status() !== 200)
      throw new Error(`two-factor step failed: ${response.status()} ${await response.text()}`)
  }
  return setCookies(response)
}

function setCookies(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
  return cookies
    .map((header) => header.value.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** Signs the page in at /admin/login as the e2e server's system administrator. */
export async function signInAsAdministrator(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('メールアドレス').fill(ADMIN.email)
  await page.getByLabel('パスワード').fill(ADMIN.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await passAdminCodeStep(page)
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle')
}
