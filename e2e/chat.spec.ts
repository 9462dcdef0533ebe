/**
 * The chat screens of issue 6 in Chromium. One application points at the local
 * OpenAI-compatible test server (e2e/support/chat.ts) through its own provider settings (which
 * win over the environment); another tenant stays on the offline provider. Every page load waits
 * for hydration before a key or click (the suite was flaky without it: issue 14).
 */

import type { APIRequestContext } from '@playwright/test'
import { demoMember, ensureTenantOwner } from './support/accounts'
import {
  enqueue,
  ensureModelTenant,
  lastReply,
  MODEL_SERVER,
  newThread,
  open,
  reload,
  send,
  signIn,
  THREAD_URL,
} from './support/chat'
import { expect, type Page, test } from './support/test'

async function balanceOf(page: Page): Promise<{ balance: number; reserved: number }> {
  const response = await page.request.get('/api/balance')
  expect(response.status()).toBe(200)
  return response.json()
}

test.describe('chat screens', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureModelTenant()
  })
  test.beforeEach(async ({ request }) => {
    await request.post(`${MODEL_SERVER}/__control/reset`)
  })

  test('a message streams into a new thread, which appears in the list; the balance falls by the reported usage', async ({
    page,
    request,
  }) => {
    // Unique per run: --repeat-each reuses the tenant, and its earlier threads stay in the list.
    const tag = Date.now().toString(36)
    await signIn(page, owner)
    await open(page, '/chat')
    await expect(page.getByRole('heading', { level: 1, name: 'チャット' })).toBeVisible()
    const before = await balanceOf(page)
    await enqueue(request, {
      chunks: ['こんにちは', '、', 'E2E ', 'の', '返信', 'です'],
      // Slow enough that the first words are checked well before the last arrive on a busy machine.
      chunkDelayMs: 600,
      usage: { promptTokens: 20, completionTokens: 7 },
    })

    const box = page.getByLabel('メッセージ', { exact: true })
    // Shift+Enter adds a line; Enter while an IME composes never sends.
    await box.fill(`最初の質問${tag}`)
    await box.press('Shift+Enter')
    await box.pressSequentially('です')
    await box.dispatchEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true })
    await expect(box).toHaveValue(`最初の質問${tag}\nです`)
    await box.press('Enter')

    // Token by token: the beginning shows while the end is still on its way.
    await expect(lastReply(page)).toContainText('こんにちは')
    expect(await lastReply(page).textContent()).not.toContain('返信です')
    await expect(page).toHaveURL(THREAD_URL)
    await expect(lastReply(page)).toContainText('こんにちは、E2E の返信です')
    await expect(page.getByRole('link', { name: `最初の質問${tag} です` })).toBeVisible()
    await expect(lastReply(page).getByTestId('message-usage')).toHaveAttribute('data-tokens', '27')

    const after = await balanceOf(page)
    expect(after.reserved).toBe(0)
    expect(before.balance - after.balance).toBe(27)
    await expect(page.getByTestId('balance')).toHaveAttribute('data-available', String(after.balance))

    // The thread URL is the thread: a reload shows the same conversation.
    await reload(page)
    await expect(lastReply(page)).toContainText('こんにちは、E2E の返信です')
  })

  /** Signs in, asks for a reply of `count` words sent every 200 ms, and waits until it is writing. */
  async function startSlowReply(page: Page, request: APIRequestContext, word: string, count: number) {
    await signIn(page, owner)
    await open(page, '/chat')
    await enqueue(request, {
      chunks: Array.from({ length: count }, (_, index) => `${word}${index} `),
      chunkDelayMs: 200,
    })
    await send(page, 'ゆっくり数えて')
    await expect(lastReply(page)).toContainText(`${word}2 `)
  }

  test('a reply still being written when the thread is opened elsewhere appears there once it ends', async ({
    page,
    request,
  }) => {
    await startSlowReply(page, request, '字', 20)
    await expect(page).toHaveURL(/\/chat\/thread\//)
    // Another tab of the same reader opens the thread while the server is still writing the reply.
    const other = await page.context().newPage()
    await open(other, new URL(page.url()).pathname)
    await expect(lastReply(other)).toContainText('字0 字1')
    await expect(lastReply(other)).toContainText('字19')
    await other.close()
  })

  test('stop keeps the partial reply, marked as stopped', async ({ page, request }) => {
    await startSlowReply(page, request, '語', 40)
    await page.getByRole('button', { name: '停止' }).click()
    await expect(page.getByText('停止しました。ここまでの応答を保存しています。')).toBeVisible()
    await expect(page.getByRole('button', { name: '送信', exact: true })).toBeVisible()

    await reload(page)
    await expect(lastReply(page)).toContainText('語0 語1 語2')
    await expect(lastReply(page)).not.toContainText('語39')
    await expect(page.getByText('停止しました。ここまでの応答を保存しています。')).toBeVisible()
  })

  test('regenerate replaces the last reply', async ({ page, request }) => {
    await signIn(page, owner)
    await open(page, '/chat')
    await enqueue(request, { chunks: ['最初の答え'] }, { chunks: ['二度目の答え'] })
    await send(page, 'やり直しのテスト')
    await expect(lastReply(page)).toContainText('最初の答え')
    await expect(page).toHaveURL(THREAD_URL)
    await page.getByRole('button', { name: '再生成' }).click()
    await expect(lastReply(page)).toContainText('二度目の答え')
    await reload(page)
    await expect(page.locator('li[data-role="assistant"]')).toHaveCount(1)
    await expect(lastReply(page)).toContainText('二度目の答え')
  })

  test('threads can be searched, renamed and deleted', async ({ page }) => {
    const tag = Date.now().toString(36)
    const apple = `りんごの品種について${tag}`
    const banana = `ばななの保存方法${tag}`
    const renamed = `果物の相談${tag}`
    await signIn(page, owner)
    await open(page, '/chat')
    // The test server echoes the question by default.
    await send(page, apple)
    await expect(page).toHaveURL(THREAD_URL)
    await expect(lastReply(page)).toContainText('りんご')
    await newThread(page)
    await expect(page).toHaveURL(/\/chat$/)
    await send(page, banana)
    await expect(page).toHaveURL(THREAD_URL)
    await expect(page.getByRole('link', { name: banana })).toBeVisible()

    await page.getByLabel('スレッドを検索').fill('りんご')
    await expect(page.getByRole('link', { name: apple })).toBeVisible()
    await expect(page.getByRole('link', { name: banana })).toHaveCount(0)
    // Opening a found thread keeps the search and what it found.
    const bananaUrl = page.url()
    await page.getByRole('link', { name: apple }).click()
    await expect(page).not.toHaveURL(bananaUrl)
    await expect(page.locator('li[data-role="user"]')).toContainText(apple)
    await expect(page.getByLabel('スレッドを検索')).toHaveValue('りんご')
    await expect(page.getByRole('link', { name: banana })).toHaveCount(0)
    await page.getByLabel('スレッドを検索').fill('')
    await page.getByRole('link', { name: banana }).click()
    await expect(page).toHaveURL(bananaUrl)
    await expect(page.locator('li[data-role="user"]')).toContainText(banana)

    await page.getByRole('button', { name: `${banana} の操作` }).click()
    await page.getByRole('menuitem', { name: '名前を変更' }).click()
    await page.getByLabel('スレッド名').fill(renamed)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('link', { name: renamed })).toBeVisible()

    await page.getByRole('button', { name: `${renamed} の操作` }).click()
    await page.getByRole('menuitem', { name: '削除' }).click()
    await expect(page.getByRole('dialog')).toContainText(renamed)
    await page.getByRole('button', { name: '削除する' }).click()
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0)
    await expect(page).toHaveURL(/\/chat$/)
  })
})

test('offline: a FAQ chat answers a Japanese question from its entries with the source shown', async ({
  page,
}) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  await signIn(page, owner)
  await open(page, '/faqchat/product-support')
  await expect(page.getByRole('heading', { level: 1, name: '製品サポートFAQ' })).toBeVisible()
  await send(page, 'トークンが足りなくなったらどうなりますか')
  await expect(page).toHaveURL(/\/faqchat\/product-support\/thread\/[0-9a-f-]{36}$/)
  await expect(lastReply(page)).toContainText('追加トークンを購入')
  await expect(lastReply(page).getByTestId('faq-sources')).toContainText(
    'トークンが足りなくなったらどうなりますか？',
  )

  await newThread(page)
  await send(page, '量子コンピュータの冷却温度')
  // "Nothing matched" is said once, in the reader's language, with no sources under it.
  await expect(lastReply(page)).toContainText('FAQ には、このご質問に当てはまる回答が見つかりませんでした')
  await expect(lastReply(page).getByText(/見つかりませんでした/)).toHaveCount(1)
  await expect(lastReply(page)).not.toContainText('The FAQ has no answer')
  await expect(lastReply(page).getByTestId('faq-sources')).toHaveCount(0)

  // A custom chat shows its description and input hints; an unknown keyword is the 404 page.
  await open(page, '/customchat/business-mail')
  await expect(page.getByText('丁寧なビジネスメールの文面を作成します')).toBeVisible()
  await page.getByRole('button', { name: '取引先に納期が1週間遅れることを謝罪したい' }).click()
  await expect(page.getByLabel('メッセージ', { exact: true })).toHaveValue(
    '取引先に納期が1週間遅れることを謝罪したい',
  )
  const missing = await page.goto('/customchat/no-such-chat')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test("a thread's URL is shareable within the tenant: another member reads it but cannot continue it", async ({
  page,
  browser,
}) => {
  const owner = demoMember('kakushin', 'owner')
  await signIn(page, owner)
  await open(page, '/chat')
  await send(page, '来週の営業会議のアジェンダ案を作って')
  await expect(page).toHaveURL(/\/chat\/thread\/[0-9a-f-]{36}$/)
  await expect(lastReply(page)).not.toBeEmpty()
  const threadPath = new URL(page.url()).pathname

  const memberContext = await browser.newContext()
  try {
    const member = await memberContext.newPage()
    await signIn(member, demoMember('kakushin', 'member'))
    await open(member, threadPath)
    await expect(member.locator('li[data-role="user"]').first()).toContainText(
      '来週の営業会議のアジェンダ案を作って',
    )
    await expect(
      member.getByText('このスレッドは同じ組織の別のメンバーのものです。閲覧のみできます。'),
    ).toBeVisible()
    await expect(member.getByLabel('メッセージ', { exact: true })).toHaveCount(0)

    // Someone of another tenant gets the 404 page for the same URL.
    const stranger = ensureTenantOwner('e2e-chat-offline')
    await member.context().clearCookies()
    await signIn(member, stranger)
    const response = await member.goto(threadPath)
    expect(response?.status()).toBe(404)
  } finally {
    await memberContext.close()
  }
})
