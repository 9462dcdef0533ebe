/**
 * Feedback on answers (issue 14 §3, ADR 019) in Chromium: thumbs up and down on a reply from
 * the local model test server, the thumbs-down form (reason and comment), the rating kept
 * across a reload and changeable, and the same over the API (400 in both languages).
 */
import { expect, test } from '@playwright/test'
import { enqueue, ensureModelTenant, lastReply, open, reload, send, signIn, THREAD_URL } from './support/chat'

let owner: { email: string; password: string }

test.beforeAll(() => {
  owner = ensureModelTenant('e2e-feedback')
})

test('a reply is rated up, then down with a reason and comment; the rating stays and changes', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, owner)
  await open(page, '/chat')
  await enqueue(request, { chunks: ['有給休暇は', '入社6か月後に10日です。'] })
  await send(page, `有給休暇は何日？ ${Date.now().toString(36)}`)
  await expect(page).toHaveURL(THREAD_URL)
  await expect(lastReply(page)).toContainText('入社6か月後に10日です。')

  const up = lastReply(page).getByRole('button', { name: '良い回答' })
  const down = lastReply(page).getByRole('button', { name: '良くない回答' })
  await up.click()
  await expect(up).toHaveAttribute('aria-pressed', 'true')
  await expect(lastReply(page).getByRole('status')).toHaveText('ご意見ありがとうございました。')

  await reload(page)
  await expect(up).toHaveAttribute('aria-pressed', 'true')
  await down.click()
  await expect(down).toHaveAttribute('aria-pressed', 'true')
  await expect(up).toHaveAttribute('aria-pressed', 'false')
  const form = lastReply(page).getByTestId('feedback-form')
  await form.getByRole('radio', { name: '情報が古い' }).check()
  await form.getByLabel('コメント（任意）').fill('4月に制度が変わりました')
  for (const [width, height] of [
    [1280, 860],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await form.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`feedback-form-ja-${width}.png`) })
  }
  await form.getByRole('button', { name: '送信' }).click()
  await expect(form).toHaveCount(0)

  // The API returns the stored rating with the thread.
  const threadId = page.url().split('/').at(-1) ?? ''
  const thread = await (await page.request.get(`/api/threads/${threadId}`)).json()
  expect(thread.messages[1].feedback).toMatchObject({
    rating: 'down',
    reason: 'outdated',
    comment: '4月に制度が変わりました',
  })
  await reload(page)
  await expect(down).toHaveAttribute('aria-pressed', 'true')

  // Bad input is refused in both languages.
  const bad = await page.request.post(`/api/messages/${thread.messages[1].id}/feedback`, {
    data: { rating: 'meh' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(bad.status()).toBe(400)
  const body = await bad.json()
  expect(body.messages.ja).toContain('"rating"')
  expect(body.messages.en).toContain('Send {"rating"')
})
