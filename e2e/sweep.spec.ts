/**
 * The screen sweep (issue 14 point 5, ADR 017): every route of spec §2 for each role that can
 * reach it — anonymous, member, owner, system administrator — and the 404 page, as a person
 * would see it: in Chromium, hydrated, in one of three themes × two languages × two widths
 * (e2e/support/sweep-plan.ts deals the combinations out). Each page fails on any axe-core WCAG 2.1
 * AA violation, console error, hydration warning, failed request or same-origin response >= 400,
 * and on any sideways overflow; its screenshot is kept as the test's attachment either way.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { ADMIN, opsai } from './support/accounts'
import { passAdminCodeStepOverHttp } from './support/admin-two-factor'
import { waitForHydration } from './support/hydration'
import { axeFindings, overflowFindings, watchPage } from './support/page-audit'
import {
  NOT_FOUND,
  OPSAI_APP,
  OPSAI_TENANT,
  type Role,
  SWEEP_THEMES,
  type SweepTheme,
  sweepPlan,
  type ThemeName,
  VIEWPORTS,
  type Visit,
} from './support/sweep-plan'
import { expect, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)

interface AccountPaths {
  threads: Record<string, string>
  dashboards: Record<string, string>
}

/**
 * The opsai application and tenant, the tenant's member, and a thread in every chat family for
 * each account — made once per server (cached beside its database: a test that fails restarts
 * the worker, and the next group must not make them again).
 */
function sweepData(): Record<string, AccountPaths> {
  const cache = join(process.env.E2E_DATA_DIR ?? '.', 'sweep-data.json')
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'))
  const apps = JSON.parse(opsai(['apps', 'list', '--json'])) as { key: string }[]
  if (!apps.some((app) => app.key === OPSAI_APP))
    opsai(['apps', 'create', OPSAI_APP, '--name', 'Sweep', '--theme', 'opsai', '--default-plan', 'free'])
  const tenants = JSON.parse(opsai(['tenants', 'list', '--json'])) as { slug: string }[]
  const { owner, member } = SWEEP_THEMES.opsai
  if (!tenants.some((tenant) => tenant.slug === OPSAI_TENANT)) {
    opsai(
      [
        ...['tenants', 'create', '--slug', OPSAI_TENANT, '--name', 'スイープ株式会社', '--app', OPSAI_APP],
        ...['--owner-email', owner.email, '--password-stdin'],
      ],
      owner.password,
    )
  }
  const users = Object.values(SWEEP_THEMES).flatMap((theme) => [theme.owner.email, theme.member.email])
  const request = { member: { tenant: OPSAI_TENANT, ...member, name: 'スイープ メンバー' }, users }
  const result = sweepDataScript(JSON.stringify(request))
  writeFileSync(cache, JSON.stringify(result))
  return result
}

function sweepDataScript(json: string): Record<string, AccountPaths> {
  const run = spawnSync('node', ['--import', 'tsx', 'e2e/support/sweep-data.ts', json], {
    encoding: 'utf8',
    env: process.env,
    timeout: 60_000,
  })
  if (run.status !== 0) throw new Error(`sweep-data failed:\n${run.stderr}${run.stdout}`)
  return JSON.parse(run.stdout)
}

/** The concrete path of a visit: real ids for threads and dashboards, the theme's `{ai_type}`. */
function pathOf(visit: Visit, theme: SweepTheme, paths: AccountPaths | undefined) {
  const { pattern } = visit.route
  const family = /^\/(chat|customchat|faqchat|opschat)\b/.exec(pattern)?.[1]
  if (family && paths) {
    if (pattern.includes('/thread/')) return paths.threads[family]
    if (pattern.includes('/dashboard/')) return paths.dashboards[family]
    if (family !== 'chat') return paths.threads[`${family}-chat`]
  }
  // The theme decides the `{ai_type}` (spec-routes.ts fills in one for requests that need any).
  if (pattern.includes('{ai_type}')) return pattern.replace('{ai_type}', theme.aiType)
  return visit.route.path
}

function hostOf(role: Role, theme: SweepTheme) {
  // Signed-in pages take the theme of the user's tenant; visitors that of the Host.
  return role === 'anonymous' ? theme.host : 'localhost'
}

async function signedInContext(browser: Browser, role: Role, theme: SweepTheme) {
  const host = hostOf(role, theme)
  const origin = `http://${host}:${port}`
  const context = await browser.newContext({ baseURL: origin })
  if (role !== 'anonymous') {
    // The context's request shares its cookie jar: the browser is signed in from here on.
    const account = role === 'admin' ? ADMIN : role === 'owner' ? theme.owner : theme.member
    const path = role === 'admin' ? '/api/auth/sign-in/system-admin' : '/api/auth/sign-in/email'
    const response = await context.request.post(path, { data: account, headers: { origin } })
    expect(response.status(), `sign-in of ${account.email}`).toBe(200)
    // The administrator's code step (ADR 036).
    if (role === 'admin') await passAdminCodeStepOverHttp(context.request, origin)
  }
  return { context, origin, host }
}

const groups = new Map<string, Visit[]>()
for (const visit of sweepPlan()) {
  const key = `${visit.role} · ${visit.theme}`
  groups.set(key, [...(groups.get(key) ?? []), visit])
}

let data: Record<string, AccountPaths> = {}
test.beforeAll(() => {
  data = sweepData()
})

for (const [groupName, visits] of groups) {
  const [{ role, theme: themeName } = { role: 'anonymous' as Role, theme: 'opsai' as ThemeName }] = visits
  const theme = SWEEP_THEMES[themeName]
  test.describe(`sweep: ${groupName}`, () => {
    let context: BrowserContext
    let page: Page
    let origin: string
    let host: string
    test.beforeAll(async ({ browser }) => {
      ;({ context, origin, host } = await signedInContext(browser, role, theme))
      page = await context.newPage()
    })
    test.afterAll(async () => {
      await context?.close()
    })

    for (const visit of visits) {
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test asks for from this pattern
      test(`${visit.route.pattern} · ${visit.lang} · ${visit.width}`, async ({}, testInfo) => {
        const account = role === 'owner' ? theme.owner : theme.member
        const path = pathOf(
          visit,
          theme,
          role === 'anonymous' || role === 'admin' ? undefined : data[account.email],
        )
        if (!path) throw new Error(`no path for ${visit.route.pattern}: the sweep's data lacks it`)
        const url = `${origin}${path}`
        const notFound = visit.route === NOT_FOUND
        await page.setViewportSize(VIEWPORTS[visit.width])
        await context.addCookies([{ name: 'locale', value: visit.lang, domain: host, path: '/' }])

        // The 404 page's own document answers 404 on purpose (and Chromium logs that it did).
        const watcher = watchPage(page, { origin, expectedUrl: notFound ? url : undefined })
        const started = Date.now()
        const timings: string[] = []
        const lap = (name: string) => timings.push(`${name} ${Date.now() - started}ms`)
        const response = await page.goto(url)
        await waitForHydration(page)
        lap('hydrated')
        // Lazy parts (charts, code highlighting) and web fonts settle before anything is judged.
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        lap('settled')

        const findings: string[] = []
        const shown = await page.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          lang: document.documentElement.lang,
          path: location.pathname,
        }))
        const status = response?.status()
        if (status !== (notFound ? 404 : 200)) findings.push(`status: ${status} for ${path}`)
        if (decodeURI(shown.path) !== decodeURI(path.split('?')[0] ?? path))
          findings.push(`redirected: ${path} → ${shown.path}`)
        if (shown.theme !== theme.themeKey && role !== 'admin')
          findings.push(`theme: expected ${theme.themeKey}, shown ${shown.theme}`)
        if (shown.lang !== visit.lang) findings.push(`language: expected ${visit.lang}, shown ${shown.lang}`)

        const screenshot = testInfo.outputPath('screen.png')
        await page.screenshot({ path: screenshot, fullPage: true, animations: 'disabled' })
        await testInfo.attach('screenshot', { path: screenshot, contentType: 'image/png' })
        lap('screenshot')

        findings.push(...(await axeFindings(page)))
        lap('axe')
        findings.push(...(await overflowFindings(page)))
        watcher.stop()
        findings.push(...watcher.findings)
        testInfo.annotations.push({ type: 'timing', description: timings.join(', ') })
        if (findings.length > 0) {
          const file = testInfo.outputPath('findings.txt')
          writeFileSync(file, `${findings.join('\n')}\n`)
          await testInfo.attach('findings', { path: file, contentType: 'text/plain' })
        }
        expect(
          findings,
          `${visit.role} ${visit.route.pattern} (${path}) · ${theme.themeKey} · ${visit.lang} · ${visit.width}`,
        ).toEqual([])
      })
    }
  })
}
