/**
 * SAML single sign-on in Chromium (issue 19 point 4, ADR 037) against the local samlify IdP that
 * playwright.config.ts starts (app/server/auth/testing/saml-idp-test-server.ts): an owner sets it
 * up on /team from the IdP's metadata URL; a new person signs in through /login/ezpass → the IdP's
 * form → back signed in with a just-in-time account in the default role, and again; the four
 * hostile answers (tampered, wrong audience, expired, replayed) each land on /login/ezpass with
 * their own message and no session. Screens: the card, the page and a refusal, ja/en, 1280/390,
 * in two brands' themes.
 */
import { samlSignInEn, samlSignInJa } from '../app/features/auth/saml/saml-texts.shared'
import { samlSettingsJa } from '../app/features/saml-settings/saml-settings.messages'
import { samlIdp } from '../playwright.config'
import { ensureTenantOwner, opsai } from './support/accounts'
import { signIn } from './support/chat'
import { screensOf } from './support/screens'
import { type Browser, expect, type Page, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const slug = `e2e-saml-${Date.now().toString(36)}`
const domain = `${slug}.example.test`
const newcomer = { email: `newcomer@${domain}`, name: 'Saml Newcomer' }

test.describe.configure({ mode: 'serial' })

test.afterAll(() => {
  opsai(['tenants', 'saml', slug, '--remove'])
})

const samlCard = (page: Page) => page.getByRole('region', { name: samlSettingsJa.heading })

/** Starts at /login/ezpass, signs in at the IdP's form with `answer`, and waits to be back. */
async function throughIdp(page: Page, email: string, answer: string, origin = '') {
  await page.goto(`${origin}/login/ezpass`)
  await page.getByRole('textbox', { name: samlSignInJa.email, exact: true }).fill(email)
  await page.getByRole('button', { name: samlSignInJa.submit }).click()
  await page.waitForURL((url) => url.port === String(samlIdp.port) && url.pathname === '/sso')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Name', { exact: true }).fill(newcomer.name)
  await page.locator('select[name="answer"]').selectOption(answer)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.port === String(port))
}

async function sessionOf(page: Page) {
  return (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string; email: string; tenantId: string }
  } | null
}

async function fresh(browser: Browser) {
  const context = await browser.newContext({ locale: 'ja-JP' })
  return { context, page: await context.newPage() }
}

test('an owner sets SAML up on /team from the IdP metadata URL', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const owner = ensureTenantOwner(slug)
  await signIn(page, owner)
  await page.goto('/team')
  const card = samlCard(page)
  await expect(card.getByTestId('saml-status')).toHaveAttribute('data-status', 'off')
  await expect(card.getByTestId('saml-entity-id')).toContainText('/api/auth/saml/metadata/')
  await card.getByLabel(samlSettingsJa.metadataUrl).fill(samlIdp.metadataUrl)
  await card.getByLabel(samlSettingsJa.domains).fill(domain)
  await card.getByRole('combobox', { name: samlSettingsJa.defaultRole }).click()
  await page.getByRole('option', { name: samlSettingsJa.roles.admin }).click()
  await card.getByRole('button', { name: samlSettingsJa.save }).click()
  await expect(page.getByText(samlSettingsJa.saved).first()).toBeVisible()
  await expect(card.getByTestId('saml-status')).toHaveAttribute('data-status', 'enabled')
  await expect(card).toContainText(samlIdp.metadataUrl)
  const shown = JSON.parse(opsai(['tenants', 'saml', slug, '--json']))
  expect(shown).toMatchObject({ enabled: true, emailDomains: [domain], defaultRole: 'admin' })

  // A domain that is not a domain is refused in the reader's language, nothing changed.
  await card.getByLabel(samlSettingsJa.domains).fill('not a domain')
  await card.getByRole('button', { name: samlSettingsJa.save }).click()
  await expect(card.getByRole('alert')).toContainText('"not"')
  expect(JSON.parse(opsai(['tenants', 'saml', slug, '--json'])).emailDomains).toEqual([domain])

  await card.scrollIntoViewIfNeeded()
  expect(await screensOf(page, 'saml-team-card', testInfo)).toEqual([])
})

test('a new person signs in through the IdP: a just-in-time account with the default role, twice', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const first = await fresh(browser)
  await throughIdp(first.page, newcomer.email, 'valid')
  await expect(first.page).toHaveURL((url) => url.pathname === '/')
  const session = await sessionOf(first.page)
  expect(session?.user.email).toBe(newcomer.email)
  const members = JSON.parse(opsai(['tenants', 'show', slug, '--json'])).members as {
    email: string
    role: string
  }[]
  expect(members.find((member) => member.email === newcomer.email)?.role).toBe('admin')
  await first.context.close()

  const second = await fresh(browser)
  await throughIdp(second.page, newcomer.email, 'valid')
  await expect(second.page).toHaveURL((url) => url.pathname === '/')
  expect((await sessionOf(second.page))?.user.id).toBe(session?.user.id)
  await second.context.close()
})

const HOSTILE = [
  ['tampered', 'tampered', 'tampered'],
  ['wrong-audience', 'wrong-audience', 'wrongAudience'],
  ['expired', 'expired', 'expired'],
  ['replay', 'replayed', 'replayed'],
] as const

for (const [answer, refusal, key] of HOSTILE) {
  test(`a ${answer} answer lands on /login/ezpass with its message and no session`, async ({ browser }) => {
    const { context, page } = await fresh(browser)
    await throughIdp(page, `victim-${answer}@${domain}`, answer)
    await expect(page).toHaveURL((url) => url.pathname === '/login/ezpass')
    expect(new URL(page.url()).searchParams.get('saml')).toBe(refusal)
    await expect(page.getByTestId('saml-error')).toHaveText(samlSignInJa.refusals[key])
    expect(await sessionOf(page)).toBeNull()
    await context.close()
  })
}

test('an address of no SAML domain is told so on the page', async ({ page }) => {
  await page.goto('/login/ezpass')
  await page
    .getByRole('textbox', { name: samlSignInJa.email, exact: true })
    .fill('someone@nowhere.example.test')
  await page.getByRole('button', { name: samlSignInJa.submit }).click()
  await expect(page.getByTestId('saml-error')).toHaveText(samlSignInJa.refusals.unknownDomain)
  await expect(page).toHaveURL((url) => url.pathname === '/login/ezpass')
})

test('the sign-in page and a refusal, in two themes, both languages and widths', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  await page.goto('/login/ezpass')
  expect(await screensOf(page, 'saml-login-ezpass', testInfo)).toEqual([])
  // The tenant's own host shows its brand's theme.
  ensureTenantOwner(slug)
  opsai(['domains', 'map', `${slug}.localhost`, '--tenant', slug])
  await page.goto(`http://${slug}.localhost:${port}/login/ezpass?saml=expired`)
  await expect(page.getByTestId('saml-error')).toHaveText(samlSignInJa.refusals.expired)
  // The first load on a new host starts the error reporter's worker: let it finish before reloads.
  await page.waitForLoadState('networkidle')
  expect(await screensOf(page, 'saml-refusal-tenant-host', testInfo)).toEqual([])
  await page.context().addCookies([{ name: 'locale', value: 'en', url: page.url() }])
  await page.reload()
  await expect(page.getByTestId('saml-error')).toHaveText(samlSignInEn.refusals.expired)
})
