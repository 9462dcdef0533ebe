import type { Locator, Page } from '@playwright/test'

/** /admin's audit log (a section headed 監査ログ / Audit log). */
export const auditLog = (page: Page): Locator => page.locator('section#audit-log')

/**
 * The rows of one action: the log shows words ("テナントを作成") and keeps the code
 * (`tenant.create`) as the operation's title, so tests name the action by its code.
 */
export const auditRows = (page: Page, action: string): Locator =>
  auditLog(page)
    .getByRole('row')
    .filter({ has: page.locator(`[title="${action}"]`) })
