/**
 * The chat screens of issue 6 in Chromium. One application points at the local
 * OpenAI-compatible test server (playwright.config.ts, port 4176) through its own provider
 * settings (which win over the environment); another tenant stays on the offline provider.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { modelServerPort } from '../playwright.config'
import { demoMember, ensureTenantOwner, opsai } from './support/accounts'

const MODEL_SERVER = `http://127.0.0.1:${modelServerPort}`
const MODEL_APP = 'e2e_chat_ai'

function ensureModelTenant() {
  const apps = JSON.parse(opsai(['apps', 'list', '--json'])) as { key: string }[]
  if (!apps.some((app) => app.key === MODEL_APP)) {
    opsai([
      'apps',
      'create',
      MODEL_APP,
      '--name',
      'E2E Chat',
      '--theme',
      'opsai',
      '--default-plan',
      'free',
      '--provider',
      'openai-compatible',
      '--base-url',
      `${MODEL_SERVER}/v1`,
      '--model',
      'e2e-model',
    ])
  }
  const owner = ensureTenantOwner('e2e-chat', MODEL_APP)
  opsai(['tokens', 'grant', 'e2e-chat', '1000000', '--reason', 'e2e chat suite', '--key', 'e2e-chat-grant'])
  return owner
}

async function signIn(page: Page, owner: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('メールアドレス').fill(owner.email)
  await page.getByLabel('パスワード').fill(owner.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await expect(page).toHaveURL(/\/$/)
}

async function enqueue(request: APIRequestContext, ...scripts: Record<string, unknown>[]) {
  const response = await request.post(`${MODEL_SERVER}/__control/enqueue`, { data: scripts })
  expect(response.ok()).toBe(true)
}

async function balanceOf(page: Page): Promise<{ balance: number; reserved: number }> {
  const response = await page.request.get('/api/balance')
  expect(response.status()).toBe(200)
  return response.json()
}

async function send(page: Page, text: string) {
  const box = page.getByLabel('メッセージ', { exact: true })
  await box.fill(text)
  await box.press('Enter')
}

const THREAD_URL = /\/chat\/thread\/[0-9a-f-]{36}$/
const lastReply = (page: Page) => page.locator('li[data-role="assistant"]').last()

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
    await signIn(page, owner)
    await page.goto('/chat')
    await expect(page.getByRole('heading', { level: 1, name: 'チャット' })).toBeVisible()
    const before = await balanceOf(page)
    await enqueue(request, {
      chunks: ['こんにちは', '、', 'E2E ', 'の', '返信', 'です'],
      chunkDelayMs: 250,
      usage: { promptTokens: 20, completionTokens: 7 },
    })

    const box = page.getByLabel('メッセージ', { exact: true })
    // Shift+Enter adds a line; Enter while an IME composes never sends.
    await box.fill('最初の質問')
    await box.press('Shift+Enter')
    await box.pressSequentially('です')
    await box.dispatchEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true })
    await expect(box).toHaveValue('最初の質問\nです')
    await box.press('Enter')

    // Token by token: the beginning shows while the end is still on its way.
    await expect(lastReply(page)).toContainText('こんにちは')
    expect(await lastReply(page).textContent()).not.toContain('返信です')
    await expect(page).toHaveURL(THREAD_URL)
    await expect(lastReply(page)).toContainText('こんにちは、E2E の返信です')
    await expect(page.getByRole('link', { name: '最初の質問 です' })).toBeVisible()
    await expect(lastReply(page).getByTestId('message-usage')).toHaveAttribute('data-tokens', '27')

    const after = await balanceOf(page)
    expect(after.reserved).toBe(0)
    expect(before.balance - after.balance).toBe(27)
    await expect(page.getByTestId('balance')).toHaveAttribute('data-available', String(after.balance))

    // The thread URL is the thread: a reload shows the same conversation.
    await page.reload()
    await expect(lastReply(page)).toContainText('こんにちは、E2E の返信です')
  })

  test('stop keeps the partial reply, marked as stopped', async ({ page, request }) => {
    await signIn(page, owner)
    await page.goto('/chat')
    await enqueue(request, {
      chunks: Array.from({ length: 40 }, (_, index) => `語${index} `),
      chunkDelayMs: 200,
    })
    await send(page, 'ゆっくり数えて')
    await expect(lastReply(page)).toContainText('語2 ')
    await page.getByRole('button', { name: '停止' }).click()
    await expect(page.getByText('停止しました。ここまでの応答を保存しています。')).toBeVisible()
    await expect(page.getByRole('button', { name: '送信', exact: true })).toBeVisible()

    await page.reload()
    await expect(lastReply(page)).toContainText('語0 語1 語2')
    await expect(lastReply(page)).not.toContainText('語39')
    await expect(page.getByText('停止しました。ここまでの応答を保存しています。')).toBeVisible()
  })

  test('regenerate replaces the last reply', async ({ page, request }) => {
    await signIn(page, owner)
    await page.goto('/chat')
    await enqueue(request, { chunks: ['最初の答え'] }, { chunks: ['二度目の答え'] })
    await send(page, 'やり直しのテスト')
    await expect(lastReply(page)).toContainText('最初の答え')
    await expect(page).toHaveURL(THREAD_URL)
    await page.getByRole('button', { name: '再生成' }).click()
    await expect(lastReply(page)).toContainText('二度目の答え')
    await page.reload()
    await expect(page.locator('li[data-role="assistant"]')).toHaveCount(1)
    await expect(lastReply(page)).toContainText('二度目の答え')
  })

  test('threads can be searched, renamed and deleted', async ({ page }) => {
    await signIn(page, owner)
    await page.goto('/chat')
    // The test server echoes the question by default.
    await send(page, 'りんごの品種について')
    await expect(page).toHaveURL(THREAD_URL)
    await expect(lastReply(page)).toContainText('りんご')
    await page.getByRole('link', { name: '新しいスレッド' }).click()
    await expect(page).toHaveURL(/\/chat$/)
    await send(page, 'ばななの保存方法')
    await expect(page).toHaveURL(THREAD_URL)
    await expect(page.getByRole('link', { name: 'ばななの保存方法' })).toBeVisible()

    await page.getByLabel('スレッドを検索').fill('りんご')
    await expect(page.getByRole('link', { name: 'りんごの品種について' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ばななの保存方法' })).toHaveCount(0)
    await page.getByLabel('スレッドを検索').fill('')

    await page.getByRole('button', { name: 'ばななの保存方法 の操作' }).click()
    await page.getByRole('menuitem', { name: '名前を変更' }).click()
    await page.getByLabel('スレッド名').fill('果物の相談')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('link', { name: '果物の相談' })).toBeVisible()

    await page.getByRole('button', { name: '果物の相談 の操作' }).click()
    await page.getByRole('menuitem', { name: '削除' }).click()
    await expect(page.getByRole('dialog')).toContainText('果物の相談')
    await page.getByRole('button', { name: '削除する' }).click()
    await expect(page.getByRole('link', { name: '果物の相談' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/chat$/)
  })
})

test('offline: a FAQ chat answers a Japanese question from its entries with the source shown', async ({
  page,
}) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  await signIn(page, owner)
  await page.goto('/faqchat/product-support')
  await expect(page.getByRole('heading', { level: 1, name: '製品サポートFAQ' })).toBeVisible()
  await send(page, 'トークンが足りなくなったらどうなりますか')
  await expect(page).toHaveURL(/\/faqchat\/product-support\/thread\/[0-9a-f-]{36}$/)
  await expect(lastReply(page)).toContainText('追加トークンを購入')
  await expect(lastReply(page).getByTestId('faq-sources')).toContainText(
    'トークンが足りなくなったらどうなりますか？',
  )

  await page.getByRole('link', { name: '新しいスレッド' }).click()
  await send(page, '量子コンピュータの冷却温度')
  await expect(lastReply(page).getByTestId('faq-no-match')).toBeVisible()

  // A custom chat shows its description and input hints; an unknown keyword is the 404 page.
  await page.goto('/customchat/business-mail')
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
  await page.goto('/chat')
  await send(page, '来週の営業会議のアジェンダ案を作って')
  await expect(page).toHaveURL(/\/chat\/thread\/[0-9a-f-]{36}$/)
  await expect(lastReply(page)).not.toBeEmpty()
  const threadPath = new URL(page.url()).pathname

  const memberContext = await browser.newContext()
  try {
    const member = await memberContext.newPage()
    await signIn(member, demoMember('kakushin', 'member'))
    await member.goto(threadPath)
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
