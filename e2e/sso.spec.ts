import { spawnSync } from 'node:child_process'
import { authEn, authJa } from '../app/features/auth/auth.messages'
import { sso } from '../playwright.config'
import { expect, test } from './support/test'

/**
 * Single sign-on in Chromium against the local OpenID Connect provider that playwright.config.ts
 * starts (app/server/auth/testing/oidc-test-server.ts): it signs `sso.email` in without a form.
 * The page without configuration is covered by app/features/auth/sso/sso-sign-in.test.tsx.
 */

/** Makes or removes the SSO user in the e2e server's database (through its PGlite socket). */
function ssoUser(...args: string[]) {
  const result = spawnSync(
    'node',
    ['--import', 'tsx', 'app/server/auth/testing/sso-test-user.ts', '--email', sso.email, ...args],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        OPSAI_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      },
      timeout: 60_000,
    },
  )
  if (result.status !== 0) throw new Error(`sso-test-user failed:\n${result.stderr}${result.stdout}`)
  return JSON.parse(result.stdout)
}

test.describe.configure({ mode: 'serial' })

test('someone the provider knows but who has no account here is told to ask for an invitation', async ({
  page,
}) => {
  ssoUser('--remove')
  await page.goto('/login/ezpass?redirect=%2F%3Ffrom%3Dsso')
  await page.getByRole('button', { name: authJa.sso.start }).click()
  await page.waitForURL((url) => url.pathname === '/login/ezpass' && url.searchParams.has('error'))
  const url = new URL(page.url())
  expect(url.searchParams.get('error')).toBe('signup_disabled')
  expect(url.searchParams.get('redirect')).toBe('/?from=sso')
  await expect(page.getByRole('alert')).toHaveText(authJa.sso.notInvited)
  const session = await (await page.request.get('/api/auth/get-session')).json()
  expect(session).toBeNull()
})

test('an existing user signs in at /login/ezpass and lands on the redirect target', async ({ page }) => {
  expect(ssoUser('--name', sso.name)).toMatchObject({ email: sso.email })
  await page.goto('/login/ezpass?redirect=%2F%3Ffrom%3Dsso')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authJa.sso.title)
  await page.getByRole('button', { name: authJa.sso.start }).click()
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('from') === 'sso')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sso.name)

  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'sid.session_token')?.httpOnly).toBe(true)
  const session = await (await page.request.get('/api/auth/get-session')).json()
  expect(session.user.email).toBe(sso.email)
  expect(session.session.isSystemAdminLogin).toBe(false)

  // A signed-in user is sent on from the sign-in pages.
  await page.goto('/login/ezpass')
  await expect(page).toHaveURL((url) => url.pathname === '/')
})

test('the page speaks English too', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])
  await page.goto('/login/ezpass?error=access_denied')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authEn.sso.title)
  await expect(page.getByRole('alert')).toHaveText(authEn.sso.declined)
  await expect(page.getByRole('button', { name: authEn.sso.start })).toBeVisible()
})
