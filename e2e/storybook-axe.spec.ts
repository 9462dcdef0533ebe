/**
 * Designers see it too (issue 14 point 6, ADR 017): axe-core (WCAG 2.1 AA) over the built
 * Storybook, every story, in themes and both languages, failing on any violation, console error
 * or failed request. `npm test` builds storybook-static, then runs this spec on its own config
 * (playwright.storybook.config.ts: no app server, two workers).
 *
 * Each worker loads Storybook's preview once and switches story, theme and language through the
 * preview's channel (as Storybook's own test runner does), with axe-core injected once: a page
 * load and an axe injection per render made the sweep take half an hour.
 *
 * Themes and languages, spread pairwise so every combination is still seen while the audit fits
 * CI's time: every story in opsai (ja) and in one more theme taken in turn from the registry (en),
 * so each story is seen in both languages and each theme on a handful of stories (the darkest and
 * lightest demo primaries, fortuna and hirameki_ai, among them); the first story of each
 * component that paints in the brand's colours (app shell, buttons, chat messages, palette, brand
 * identity) in every theme, in both languages by turns.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { themes } from '../registry/catalog'
import {
  AXE_EXCLUDED,
  type AxeViolation,
  formatAxeViolations,
  WCAG_21_AA,
  watchPage,
} from './support/page-audit'

const ROOT = join(process.cwd(), 'storybook-static')
const EVERY_STORY = [{ theme: 'opsai', locale: 'ja' }] as const
/** Stories whose components paint in the brand's colours: the first of each goes through every theme. */
const BRAND_CARRYING = /^(ui-appshell|ui-button|chat-messageview|themes-palette|features-branding)/
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
}

interface Look {
  theme: string
  locale: 'ja' | 'en'
}

function storyEntries(): IndexEntry[] {
  const file = join(ROOT, 'index.json')
  if (!existsSync(file)) return []
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

/** A static file server for storybook-static on a free port (no downloads, no extra package). */
function serveStorybook(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(ROOT, pathname === '/' ? 'index.html' : pathname))
    // Chromium asks for a favicon Storybook does not ship: no content, and no 404 to report.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end()
      return
    }
    if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

const stories = storyEntries()
const plan = new Map<string, Look[]>()
const everyThemeTitles = new Set<string>()
stories.forEach((story, index) => {
  const looks: Look[] = [...EVERY_STORY]
  if (BRAND_CARRYING.test(story.id) && !everyThemeTitles.has(story.title)) {
    everyThemeTitles.add(story.title)
    for (const [turn, theme] of themes.entries())
      looks.push({ theme: theme.key, locale: turn % 2 ? 'en' : 'ja' })
  } else {
    // Skips opsai in the turn: that theme is already every story's first look.
    const others = themes.filter((theme) => theme.key !== 'opsai')
    looks.push({ theme: others[index % others.length]?.key ?? 'opsai', locale: 'en' })
  }
  const unique = new Map(looks.map((look) => [`${look.theme}:${look.locale}`, look]))
  plan.set(story.id, [...unique.values()])
})

/** One loaded preview per worker: the page, and what it is showing now. */
interface Preview {
  page: Page
  findings: string[]
  story: string
  look: Look
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const { server, origin } = await serveStorybook()
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
      const watcher = watchPage(page, { origin })
      const look: Look = { ...EVERY_STORY[0] }
      const first = stories[0]?.id ?? ''
      await page.goto(
        `${origin}/iframe.html?id=${first}&viewMode=story&globals=theme:${look.theme};locale:${look.locale}`,
      )
      // Storybook marks <body> once the story rendered (or failed to).
      await page
        .locator('body.sb-show-main:not(.sb-show-preparing-story), body.sb-show-errordisplay')
        .waitFor({ state: 'attached' })
      await page.evaluate(AXE_SOURCE)
      await use({ page, findings: watcher.findings, story: first, look })
      watcher.stop()
      await page.close()
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: 'worker' },
  ],
})

/**
 * Sends one event to the preview and waits for the render it causes: the outcome is
 * `rendered`, or the event that says why not (an error, a missing story, a time-out).
 */
function renderAfter(page: Page, event: string, payload: unknown): Promise<string> {
  return page.evaluate(
    ({ event, payload }) =>
      new Promise<string>((resolve) => {
        type Channel = {
          on(n: string, f: () => void): void
          off(n: string, f: () => void): void
          emit(n: string, p: unknown): void
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__
        const outcomes = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'storyMissing',
          'playFunctionThrewException',
        ]
        const listeners = outcomes.map(
          (name) => [name, () => finish(name === 'storyRendered' ? 'rendered' : name)] as const,
        )
        const timer = setTimeout(() => finish('no render within 15 s'), 15_000)
        function finish(outcome: string) {
          clearTimeout(timer)
          for (const [name, listener] of listeners) channel.off(name, listener)
          resolve(outcome)
        }
        for (const [name, listener] of listeners) channel.on(name, listener)
        channel.emit(event, payload)
      }),
    { event, payload },
  )
}

/** Shows `storyId` in `look` on the worker's preview; returns what went wrong, if anything. */
async function show(preview: Preview, storyId: string, look: Look): Promise<string[]> {
  const problems: string[] = []
  // A globals change re-renders the story on screen (an unchanged value renders nothing).
  if (look.theme !== preview.look.theme || look.locale !== preview.look.locale) {
    const outcome = await renderAfter(preview.page, 'updateGlobals', { globals: look })
    if (outcome !== 'rendered') problems.push(`changing to ${look.theme}/${look.locale}: ${outcome}`)
    preview.look = look
  }
  if (preview.story !== storyId) {
    const outcome = await renderAfter(preview.page, 'setCurrentStory', { storyId, viewMode: 'story' })
    preview.story = storyId
    if (outcome !== 'rendered') problems.push(`the story did not render: ${outcome}`)
  }
  await expect(preview.page.locator('html')).toHaveAttribute('data-theme', look.theme)
  return problems
}

async function axeRun(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ tags, excluded }) => {
      const axe = (
        window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }
      ).axe
      const result = await axe.run({ exclude: [[excluded]] }, { runOnly: { type: 'tag', values: tags } })
      return JSON.parse(JSON.stringify(result.violations))
    },
    { tags: WCAG_21_AA, excluded: AXE_EXCLUDED },
  )
  return formatAxeViolations(violations as AxeViolation[])
}

test.describe('storybook: axe over every story', () => {
  test.describe.configure({ mode: 'parallel' })

  test('storybook-static is built (npm run build-storybook)', () => {
    expect(stories.length, `stories in ${ROOT}/index.json`).toBeGreaterThan(0)
  })

  // One test per story (its looks inside): a failing story lists every look it fails in.
  for (const [storyId, looks] of plan) {
    test(`${storyId} in ${looks.length} looks`, async ({ preview }) => {
      test.setTimeout(30_000 + looks.length * 10_000)
      const findings: string[] = []
      for (const look of looks) {
        const name = `${look.theme}/${look.locale}`
        preview.findings.splice(0)
        for (const problem of await show(preview, storyId, look)) findings.push(`${name}: ${problem}`)
        for (const finding of await axeRun(preview.page)) findings.push(`${name}: ${finding}`)
        for (const finding of preview.findings.splice(0)) findings.push(`${name}: ${finding}`)
      }
      expect(findings, `story ${storyId}`).toEqual([])
    })
  }
})
