import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page (app/routes/__root.tsx marks <html>). Before that, the
 * server-rendered controls are visible and focusable but ignore keys: on a busy machine a test
 * could press them too early.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
