/**
 * Two-factor authentication in Chromium (issue 19 point 3, ADR 036): a new system administrator
 * enrols at first sign-in to /admin (QR code, key as text, a code, backup codes once), signs in with
 * a TOTP code and with a backup code that works once only, in both languages; an owner requires
 * 2FA for every member (after enrolling first), a member is sent to /two-factor; a system
 * administrator resets a member's 2FA from /admin/users. Codes are computed with `otpauth`.
 */
import { randomBytes } from 'node:crypto'
import { ADMIN, ensureTenantOwner, opsai, signInAsAdministrator, signInCookie } from './support/accounts'
import { totpCode } from './support/admin-two-factor'
import { axeFindings, overflowFindings } from './support/page-audit'
import { screensOf } from './support/screens'
import { VIEWPORTS } from './support/sweep-plan'
import { type Browser, expect, type Page, type TestInfo, test } from './support/test'

// Long journeys (several sign-ins, two enrolments, screens in both languages): slow on a busy machine.
test.describe.configure({ timeout: 360_000 })

const PASSWORD = 'TwoFactor-e2e-Passw0rd!'

async function newPage(browser: Browser, baseURL: string, lang: 'ja' | 'en' = 'ja') {
  const context = await browser.newContext({ baseURL, locale: lang === 'ja' ? 'ja-JP' : 'en-US' })
  await context.addCookies([{ name: 'locale', value: lang, url: baseURL }])
  return context.newPage()
}

async function passwordStep(page: Page, path: string, email: string, lang: 'ja' | 'en' = 'ja') {
  await page.goto(path)
  await page.getByLabel(lang === 'ja' ? 'メールアドレス' : 'Email').fill(email)
  await page.getByLabel(lang === 'ja' ? 'パスワード' : 'Password').fill(PASSWORD)
  await page.getByRole('button', { name: lang === 'ja' ? 'サインイン' : 'Sign in' }).click()
}

/**
 * A step that lives in the page's state (a reload would go back to the password): audited where
 * it is, switched to each language by the page's own switcher, at both widths.
 */
async function stepScreens(page: Page, step: string, name: string, testInfo: TestInfo) {
  const findings: string[] = []
  for (const [lang, button] of [
    ['en', 'English'],
    ['ja', '日本語'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    for (const [width, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size)
      await expect(page.getByTestId(step)).toBeVisible()
      for (const finding of [...(await axeFindings(page)), ...(await overflowFindings(page))])
        findings.push(`${name} · ${lang} · ${width}: ${finding}`)
      await page.screenshot({ path: testInfo.outputPath(`${name}-${lang}-${width}.png`), fullPage: true })
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop)
  return findings
}

/** The enrolment page from its first step: the password, the QR code and key, a code, the backup codes. */
async function enrol(page: Page, testInfo: TestInfo, screens?: string) {
  await expect(page.getByTestId('two-factor-start')).toBeVisible()
  if (screens) expect(await screensOf(page, `${screens}-start`, testInfo)).toEqual([])
  await page.getByLabel('パスワード').fill(PASSWORD)
  await page.getByRole('button', { name: '設定を始める' }).click()
  await expect(page.getByTestId('two-factor-qr')).toBeVisible()
  if (screens) expect(await stepScreens(page, 'two-factor-scan', `${screens}-scan`, testInfo)).toEqual([])
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await page.getByLabel('6 桁のコード').fill(totpCode(secret))
  await page.getByRole('button', { name: '確認して有効にする' }).click()
  const codes = page.getByTestId('backup-code')
  await expect(codes).toHaveCount(10)
  if (screens)
    expect(await stepScreens(page, 'two-factor-backup-codes', `${screens}-codes`, testInfo)).toEqual([])
  const backupCodes = (await codes.allTextContents()).map((code) => code.trim())
  await page.getByRole('button', { name: '保存しました。続ける' }).click()
  return { secret, backupCodes }
}

test('a new system administrator enrols at first sign-in, then signs in with a code and with a backup code once', async ({
  browser,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('no baseURL')
  const email = `admin-2fa-${randomBytes(3).toString('hex')}@opsai.test`
  opsai(['admin', 'create', '--email', email, '--name', '2FA Admin', '--password-stdin'], PASSWORD)

  const page = await newPage(browser, baseURL)
  await passwordStep(page, '/admin/login', email)
  await page.waitForURL('/admin/two-factor')
  await expect(page.getByTestId('two-factor-due')).toContainText('システム管理者は 2 段階認証が必須です')
  // Every other console page and the console API wait for the enrolment.
  await page.goto('/admin/users')
  await expect(page).toHaveURL('/admin/two-factor')
  const refused = await page.request.get('/api/admin/users')
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'two_factor_enrolment_required' })
  const { secret, backupCodes } = await enrol(page, testInfo, 'admin-two-factor')
  await page.waitForURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: '管理コンソール', level: 1 })).toBeVisible()
  expect((await page.request.get('/api/admin/users')).status()).toBe(200)
  await page.context().close()

  // Next sign-in: the code step; a wrong code is refused in words, the right one signs in.
  const again = await newPage(browser, baseURL)
  await passwordStep(again, '/admin/login', email)
  const step = again.getByTestId('two-factor-step')
  await expect(step).toBeVisible()
  expect(await stepScreens(again, 'two-factor-step', 'admin-sign-in-code', testInfo)).toEqual([])
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
  await step.locator('input[name="code"]').fill(wrong)
  await step.locator('button[type="submit"]').click()
  await expect(again.getByTestId('two-factor-error')).toContainText('コードが正しくありません')
  await step.locator('input[name="code"]').fill(totpCode(secret))
  await step.locator('button[type="submit"]').click()
  await again.waitForURL(/\/admin\/?$/)
  await again.context().close()

  // In English, with a backup code: it works once only.
  for (const attempt of ['first', 'second'] as const) {
    const en = await newPage(browser, baseURL, 'en')
    await passwordStep(en, '/admin/login', email, 'en')
    await en.getByRole('button', { name: "Can't use your app? Use a backup code" }).click()
    await en.getByLabel('Backup code').fill(backupCodes[0] ?? '')
    await en.getByTestId('two-factor-step').locator('button[type="submit"]').click()
    if (attempt === 'first') await en.waitForURL(/\/admin\/?$/)
    else await expect(en.getByTestId('two-factor-error')).toContainText('already used')
    await en.context().close()
  }
})

test('an owner requires 2FA for every member; a member is sent to /two-factor; the administrator resets it', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  if (!baseURL) throw new Error('no baseURL')
  const slug = `tf-${randomBytes(3).toString('hex')}`
  const owner = ensureTenantOwner(slug)
  const tenant = (JSON.parse(opsai(['tenants', 'list', '--json'])) as { id: string; slug: string }[]).find(
    (row) => row.slug === slug,
  )
  const memberEmail = `member@${slug}.test`
  const adminCookie = await signInCookie(request, baseURL, 'system-admin', ADMIN)
  const created = await request.post('/api/admin/users', {
    data: { tenantId: tenant?.id, role: 'member', name: 'Member', email: memberEmail, password: PASSWORD },
    headers: { origin: baseURL, cookie: adminCookie },
  })
  expect(created.status(), await created.text()).toBe(201)

  // The owner cannot require it before enrolling, then enrols from /user and requires it.
  const ownerPage = await newPage(browser, baseURL)
  await ownerPage.goto('/login')
  await ownerPage.getByLabel('メールアドレス').fill(owner.email)
  await ownerPage.getByLabel('パスワード').fill(owner.password)
  await ownerPage.getByRole('button', { name: 'サインイン' }).click()
  await ownerPage.waitForURL('/')
  await ownerPage.goto('/team')
  const card = ownerPage.getByTestId('tenant-two-factor')
  await card.getByRole('checkbox').click()
  await expect(ownerPage.getByTestId('tenant-two-factor-error')).toContainText('まずあなた自身が')
  await ownerPage.goto('/user')
  await ownerPage.getByTestId('two-factor-card').getByRole('link', { name: '設定する' }).click()
  await ownerPage.waitForURL('/two-factor')
  expect(await screensOf(ownerPage, 'two-factor', testInfo)).toEqual([])
  await ownerPage.getByLabel('パスワード').fill(owner.password)
  await ownerPage.getByRole('button', { name: '設定を始める' }).click()
  const secret = ((await ownerPage.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '')
  await ownerPage.getByLabel('6 桁のコード').fill(totpCode(secret))
  await ownerPage.getByRole('button', { name: '確認して有効にする' }).click()
  await expect(ownerPage.getByTestId('backup-code')).toHaveCount(10)
  await ownerPage.getByRole('button', { name: '保存しました。続ける' }).click()
  await ownerPage.waitForURL('/user')
  await ownerPage.goto('/team')
  await ownerPage.getByTestId('tenant-two-factor').getByRole('checkbox').click()
  await expect(ownerPage.getByTestId('tenant-two-factor').getByText('必須', { exact: true })).toBeVisible()
  await ownerPage.context().close()

  // The member is sent to the enrolment from every page; the API refuses them until then.
  const memberPage = await newPage(browser, baseURL)
  await passwordStep(memberPage, '/login', memberEmail)
  await memberPage.waitForURL('/two-factor')
  await expect(memberPage.getByTestId('two-factor-due')).toContainText('この組織では 2 段階認証が必須です')
  await memberPage.goto('/chat')
  await expect(memberPage).toHaveURL('/two-factor')
  const api = await memberPage.request.get('/api/threads')
  expect(api.status()).toBe(403)
  expect(await api.json()).toMatchObject({ code: 'two_factor_required' })
  await enrol(memberPage, testInfo)
  await memberPage.waitForURL('/')
  await memberPage.context().close()

  // The system administrator resets the member's 2FA (lost phone): the member enrols again.
  const adminPage = await newPage(browser, baseURL)
  await signInAsAdministrator(adminPage)
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(memberEmail)}`)
  await adminPage.getByRole('button', { name: `${memberEmail} の操作` }).click()
  await adminPage.getByRole('menuitem', { name: '2 段階認証をリセット' }).click()
  const dialog = adminPage.getByRole('dialog')
  await expect(dialog).toContainText('すべてのセッションを終了します')
  await dialog.getByRole('button', { name: '2 段階認証をリセット' }).click()
  await expect(
    adminPage.getByText(`${memberEmail} の 2 段階認証をリセットしました。`, { exact: true }),
  ).toBeVisible()
  await adminPage.context().close()
  const afterReset = await newPage(browser, baseURL)
  await passwordStep(afterReset, '/login', memberEmail)
  await afterReset.waitForURL('/two-factor')
  await afterReset.context().close()
})
