/** Console steps the catalogue specs share. */
import { expect, type Page } from '@playwright/test'

/** On /admin/customchats or /admin/faqchats: switches chat `name` on for the tenant `slug` (its row is on screen). */
export async function enableChatForTenant(page: Page, name: string, slug: string) {
  await page.getByRole('button', { name: `テナント: ${name}` }).click()
  const tenants = page.getByRole('dialog', { name: `「${name}」を有効にしているテナント` })
  await tenants.getByRole('searchbox', { name: '検索' }).fill(slug)
  // The unfiltered page stays on screen until the search answers (keepPreviousData): a click
  // then can land as the rows are replaced, and is lost (CI saw the box stay unchecked).
  await expect(tenants.getByRole('checkbox')).toHaveCount(1)
  const toggle = tenants.getByRole('checkbox', { name: `E2E ${slug} で有効` })
  await toggle.click()
  await expect(toggle).toBeChecked()
  // The close button, not Escape: a snackbar that mounts after the dialog is the top layer
  // and takes Escape for itself (CI saw the dialog stay open).
  await tenants.getByRole('button', { name: '閉じる' }).click()
  await expect(tenants).toBeHidden()
}
