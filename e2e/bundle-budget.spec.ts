/**
 * Bundle budgets (issue 10): sizes are deterministic, so CI fails when one is exceeded.
 */
import { expect, test } from '@playwright/test'
import { BUNDLE_BUDGETS, firstLoadJs, KB, themeCss } from '../bench/bundle-size'

test('first-load JavaScript of /login stays within budget', async ({ request }) => {
  const html = await (await request.get('/login')).text()
  const { total, files } = firstLoadJs(html)
  expect(files.length).toBeGreaterThan(0)
  console.log(`/login first-load JS: ${(total / KB).toFixed(1)} KB gzip in ${files.length} files`)
  expect(total).toBeLessThanOrEqual(BUNDLE_BUDGETS.loginFirstLoadJsGzip)
})

test('CSS of all themes stays within budget', () => {
  const { rules, gzip } = themeCss()
  console.log(`theme CSS: ${rules} rules, ${(gzip / KB).toFixed(2)} KB gzip`)
  expect(rules).toBeGreaterThanOrEqual(38)
  expect(gzip).toBeLessThanOrEqual(BUNDLE_BUDGETS.themeCssGzip)
})
