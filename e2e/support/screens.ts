/**
 * A page as a person sees it in both languages and both widths (ADR 017): each combination is
 * reloaded, hydrated, saved as a screenshot in the test's output, and audited — axe-core WCAG 2.1
 * AA, sideways overflow, console errors, hydration warnings, failed requests. Returns the findings.
 */
import type { Page, TestInfo } from '@playwright/test'
import { waitForHydration } from './hydration'
import { axeFindings, overflowFindings, watchPage } from './page-audit'
import { type Lang, VIEWPORTS } from './sweep-plan'

export async function screensOf(page: Page, name: string, testInfo: TestInfo): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const findings: string[] = []
  const initial = page.viewportSize()
  // The caller's own load may still be fetching lazy chunks: the first reload would abort them,
  // and the watch below would report the previous page's requests as this one's failures.
  await page.waitForLoadState('networkidle')
  for (const lang of ['ja', 'en'] satisfies Lang[]) {
    await page.context().addCookies([{ name: 'locale', value: lang, url: origin }])
    for (const [width, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size)
      const watch = watchPage(page, { origin })
      await page.reload()
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const label = `${name} · ${lang} · ${width}`
      const shown = await page.evaluate(() => document.documentElement.lang)
      if (shown !== lang) findings.push(`${label}: language ${shown}`)
      for (const finding of [
        ...(await axeFindings(page)),
        ...(await overflowFindings(page)),
        ...watch.findings,
      ]) {
        findings.push(`${label}: ${finding}`)
      }
      watch.stop()
      await page.screenshot({ path: testInfo.outputPath(`${name}-${lang}-${width}.png`), fullPage: true })
    }
  }
  await page.context().addCookies([{ name: 'locale', value: 'ja', url: origin }])
  if (initial) await page.setViewportSize(initial)
  await page.reload()
  await waitForHydration(page)
  return findings
}
