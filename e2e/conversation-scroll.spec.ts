/**
 * A reader's place in the conversation (issue 14): moves the page makes by itself (a layout shift
 * while it settles) are undone, and moves the reader makes by keyboard are kept, even when they
 * come in the same moment as the conversation changes size (use-stick-to-bottom ignores scrolls
 * then; e2e on CI once focused an earlier message 20 ms after a change of size and was pulled back).
 */

import { distanceFromBottom, openSeededThread, scroller } from './support/chat'
import { expect, type Page, test } from './support/test'

const PHONE = { width: 390, height: 844 }

/** The latest reply grows or shrinks (a late font, a table laid out again). */
function padLastReply(page: Page, pixels: number) {
  return page
    .locator('li[data-role="assistant"]')
    .last()
    .evaluate((item, padding) => {
      item.style.paddingBottom = padding
    }, `${pixels}px`)
}

test('a move the reader did not make (a layout shift while the page settles) is undone by the next change of size', async ({
  page,
}) => {
  await openSeededThread(page, 30, PHONE)
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
  // Moved up by the page itself, as a clamp or a scroll anchor does: the library takes it for the
  // reader and stops following. (A late change of size of the page may undo the move first: again.)
  await expect(async () => {
    await scroller(page).evaluate((element) => {
      element.scrollTop = element.scrollHeight - element.clientHeight - 120
    })
    await expect(page.getByTestId('jump-to-latest')).toBeVisible({ timeout: 1_000 })
  }).toPass()
  // Then something in the conversation grows (a late font, a table laid out again).
  await padLastReply(page, 48)
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
  await expect(page.getByTestId('jump-to-latest')).toHaveCount(0)

  // A keyboard reader moving to an earlier message stays there while the conversation grows.
  await page.locator('li[data-role="assistant"]').nth(10).getByRole('button', { name: 'コピー' }).focus()
  await expect(page.getByTestId('jump-to-latest')).toBeVisible()
  // Its label on one line on a phone (one line is ~31 px high, two ~52 px).
  expect((await page.getByTestId('jump-to-latest').boundingBox())?.height).toBeLessThan(40)
  const away = await distanceFromBottom(page)
  expect(away).toBeGreaterThan(200)
  await padLastReply(page, 96) // 48 px more than above
  await expect.poll(() => distanceFromBottom(page)).toBeGreaterThanOrEqual(away + 48)
  await expect(page.getByTestId('jump-to-latest')).toBeVisible()
})

test('a keyboard reader who moves up while the conversation changes size is not pulled back', async ({
  page,
}) => {
  await openSeededThread(page, 30, PHONE)
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
  // Focus moves to an earlier message in the same moment as the last one grows: the browser's
  // scroll into view comes while the library ignores scrolls (it takes them for the resize's own).
  await page.evaluate(() => {
    const replies = document.querySelectorAll<HTMLElement>('li[data-role="assistant"]')
    replies.item(replies.length - 1).style.paddingBottom = '48px'
    replies.item(10).querySelector<HTMLElement>('button')?.focus()
  })
  await expect(page.getByTestId('jump-to-latest')).toBeVisible()
  // Still there once the content has settled, and after it grows again.
  await padLastReply(page, 96)
  await expect.poll(() => distanceFromBottom(page)).toBeGreaterThan(1000)
  await expect(page.getByTestId('jump-to-latest')).toBeVisible()

  // Focus that needs no scroll (a message already in view) leaves the conversation following.
  await page.getByTestId('jump-to-latest').click()
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
  await expect(page.getByTestId('jump-to-latest')).toHaveCount(0)
  await page.evaluate(() => {
    const replies = document.querySelectorAll<HTMLElement>('li[data-role="assistant"]')
    const last = replies.item(replies.length - 1)
    last.style.paddingBottom = '0px'
    last.querySelector<HTMLElement>('button')?.focus()
  })
  await padLastReply(page, 48)
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
  await expect(page.getByTestId('jump-to-latest')).toHaveCount(0)

  // A key that scrolls up, pressed as the content grows (the key's own listener grows it).
  await page.evaluate(() => {
    const replies = document.querySelectorAll<HTMLElement>('li[data-role="assistant"]')
    const grow = () => {
      replies.item(replies.length - 1).style.paddingBottom = '96px'
    }
    document.addEventListener('keydown', grow, { capture: true, once: true })
  })
  await page.keyboard.press('PageUp')
  await expect(page.getByTestId('jump-to-latest')).toBeVisible()
  await expect.poll(() => distanceFromBottom(page)).toBeGreaterThan(300)
})
