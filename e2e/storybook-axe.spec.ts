/**
 * Designers see it too (issue 14 point 6, ADR 017): axe-core (WCAG 2.1 AA) over the built
 * Storybook, story by story, in themes. `npm test` builds storybook-static before the e2e step;
 * this spec serves it with node's http on a free port and opens each story's iframe with the
 * theme as a Storybook global (.storybook/preview.tsx puts the theme class on <html>, as the app).
 *
 * Themes: every story in opsai and in the darkest and lightest demo brand primaries; every one of
 * the registry's themes on the first story of each component that carries the brand's colours (app
 * shell, buttons, chat messages, palette, brand identity). All 38 themes × every story would take far longer and find
 * nothing more: the brands change only the primary and gradation colours (spec §9).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { themes } from '../registry/catalog'
import { axeFindings, watchPage } from './support/page-audit'
import { expect, test } from './support/test'

const ROOT = join(process.cwd(), 'storybook-static')
const EVERY_STORY_THEMES = ['opsai', 'fortuna', 'hirameki_ai']
/** Stories whose components paint in the brand's colours: these are audited in every theme. */
const BRAND_CARRYING = /^(ui-appshell|ui-button|chat-messageview|themes-palette|features-branding)/

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
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
const plan: { story: IndexEntry; theme: string }[] = []
const everyThemeTitles = new Set<string>()
for (const story of stories) {
  // The first story of each brand-carrying component goes through every theme.
  const every = BRAND_CARRYING.test(story.id) && !everyThemeTitles.has(story.title)
  if (every) everyThemeTitles.add(story.title)
  for (const theme of every ? themes.map((candidate) => candidate.key) : EVERY_STORY_THEMES)
    plan.push({ story, theme })
}

test.describe('storybook: axe over every story', () => {
  // Not yet in `npm test`: never run over all stories on a quiet machine, its length and
  // findings are unknown (issue 14 point 6 left open). `STORYBOOK_AXE=1 npx playwright test e2e/storybook-axe.spec.ts`.
  test.skip(!process.env.STORYBOOK_AXE, 'set STORYBOOK_AXE=1 to audit every story')
  let server: Server
  let origin: string
  test.beforeAll(async () => {
    ;({ server, origin } = await serveStorybook())
  })
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })

  test('storybook-static is built (npm run build-storybook)', () => {
    expect(stories.length, `stories in ${ROOT}/index.json`).toBeGreaterThan(0)
  })

  // One test per story (themes inside): a failing story lists every theme it fails in.
  const byStory = new Map<string, string[]>()
  for (const { story, theme } of plan) byStory.set(story.id, [...(byStory.get(story.id) ?? []), theme])
  for (const [storyId, storyThemes] of byStory) {
    test(`${storyId} in ${storyThemes.length} themes`, async ({ page }) => {
      // Each theme is a page load of the preview and an axe run: a few seconds on a busy machine.
      test.setTimeout(30_000 + storyThemes.length * 15_000)
      const findings: string[] = []
      for (const theme of storyThemes) {
        const url = `${origin}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme};locale:ja`
        const watcher = watchPage(page, { origin })
        await page.goto(url)
        // Storybook marks <body> once the story rendered (or failed to); the decorator then puts
        // the theme on <html>.
        await page
          .locator('body.sb-show-main:not(.sb-show-preparing-story), body.sb-show-errordisplay')
          .waitFor({ state: 'attached' })
        if (!(await page.locator('body.sb-show-errordisplay').count()))
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        if (await page.locator('body.sb-show-errordisplay').count())
          findings.push(`${theme}: the story failed to render`)
        for (const finding of await axeFindings(page)) findings.push(`${theme}: ${finding}`)
        watcher.stop()
        for (const finding of watcher.findings) findings.push(`${theme}: ${finding}`)
      }
      expect(findings, `story ${storyId}`).toEqual([])
    })
  }
})
