/**
 * The home page and a chat dashboard (issue 6), in Chromium against the seeded demo tenant
 * `hirameki`: its owner sees the categories, chats, balance and every member's usage; its
 * member sees only their own. The demo members sign in with the e2e server's OPSAI_DEMO_PASSWORD;
 * some chat history with known usage is written straight into its database.
 */

import { and, eq, inArray } from 'drizzle-orm'
import { threadsRepository } from '../app/server/chat/threads.server'
import { withDatabase } from '../cli/lib/io'
import { chats, tenants, threads, user } from '../db/schema'
import { demoMember } from './support/accounts'
import { expect, type Page, test } from './support/test'

const PASSWORD = demoMember('hirameki', 'owner').password
const OWNER = 'owner@hirameki.example'
const MEMBER = 'member@hirameki.example'
const OWNER_QUESTION = '有給休暇は何日もらえますか'
const MEMBER_QUESTION = '社内の宇宙旅行制度について教えて'

interface Seeded {
  faqChatId: string
  faqName: string
}

/** The e2e server's database, reached as the CLI reaches it (through its socket). */
function e2eDatabase<T>(work: Parameters<typeof withDatabase<T>>[1]) {
  return withDatabase<T>(
    {
      stdout: () => {},
      stderr: () => {},
      env: {
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        OPSAI_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      },
    },
    work,
  )
}

async function seed(): Promise<Seeded> {
  return e2eDatabase(async ({ db }) => {
    const people = await db
      .select()
      .from(user)
      .where(inArray(user.email, [OWNER, MEMBER]))
    if (people.length !== 2) throw new Error('the demo tenant hirameki is not seeded')
    const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'hirameki'))
    const [faq] = await db
      .select()
      .from(chats)
      .where(and(eq(chats.kind, 'faq'), eq(chats.keyword, 'work-rules')))
    if (!tenant || !faq) throw new Error('hirameki or its work-rules FAQ chat is missing')
    const repository = threadsRepository(db, tenant.id)
    // Seeded once per server, recognised by its own question: other specs chat on this tenant too.
    const existing = await db
      .select({ id: threads.id })
      .from(threads)
      .where(and(eq(threads.tenantId, tenant.id), eq(threads.title, OWNER_QUESTION)))
    // Other specs' threads (the sweep's, a crawl's) may be newer: the owner's comes back to the top
    // of the recent list on every run, as a reply would bring it.
    if (existing.length > 0)
      await db
        .update(threads)
        .set({ updatedAt: new Date() })
        .where(and(eq(threads.tenantId, tenant.id), eq(threads.title, OWNER_QUESTION)))
    if (existing.length === 0) {
      for (const [email, question, sources, tokens] of [
        [
          OWNER,
          OWNER_QUESTION,
          [{ type: 'faq', id: '0', title: '有給休暇の日数', snippet: '', score: 0.7 }],
          1200,
        ],
        [MEMBER, MEMBER_QUESTION, [], 345],
      ] as const) {
        const userId = people.find((person) => person.email === email)?.id ?? ''
        const thread = await repository.create({
          userId,
          chatKind: 'faqchat',
          keyword: 'work-rules',
          title: question,
        })
        await repository.addMessage({
          threadId: thread.id,
          role: 'user',
          content: question,
          status: 'complete',
        })
        const reply = await repository.addMessage({
          threadId: thread.id,
          role: 'assistant',
          content: '',
          status: 'streaming',
          createdAt: new Date(Date.now() + 1),
        })
        const usage = { inputTokens: tokens - 100, outputTokens: 100, totalTokens: tokens }
        await repository.finishMessage(reply.id, {
          content: '回答',
          status: 'complete',
          usage,
          credits: tokens,
          model: 'offline',
          sources: [...sources],
        })
        await repository.recordUsage({
          userId,
          chatKind: 'faqchat',
          keyword: 'work-rules',
          threadId: thread.id,
          model: 'offline',
          usage,
          chargedTokens: tokens,
          idempotencyKey: `turn:${reply.id}`,
        })
      }
    }
    return { faqChatId: faq.id, faqName: faq.name }
  })
}

async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード').fill(PASSWORD)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await page.waitForURL('/')
}

test.describe('home and chat dashboards', () => {
  let seeded: Seeded
  test.beforeAll(async () => {
    seeded = await seed()
  })

  test('the owner sees chats by category, recent threads and the balance, then a dashboard', async ({
    page,
  }) => {
    await signIn(page, OWNER)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ようこそ、オーナー 一郎 さん')
    const categories = page.getByRole('heading', { level: 3 })
    await expect(categories.filter({ hasText: '文書作成' })).toBeVisible()
    await expect(categories.filter({ hasText: 'カスタマーサポート' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ビジネスメール作成', exact: true })).toHaveAttribute(
      'href',
      '/customchat/business-mail',
    )
    await expect(page.getByTestId('token-balance')).toContainText(/\d{1,3}(,\d{3})+/)
    const recent = page.getByRole('region', { name: '最近のスレッド' })
    await expect(recent.getByRole('link', { name: OWNER_QUESTION })).toHaveAttribute(
      'href',
      /^\/faqchat\/work-rules\/thread\//,
    )
    await expect(recent.getByText(MEMBER_QUESTION)).toHaveCount(0)
    await expect(page.getByRole('navigation').getByRole('link', { name: 'チャット' })).toHaveAttribute(
      'href',
      '/chat',
    )

    await page.getByRole('link', { name: `ダッシュボード（${seeded.faqName}）` }).click()
    await expect(page).toHaveURL(new RegExp(`/faqchat/work-rules/dashboard/${seeded.faqChatId}/`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${seeded.faqName} のダッシュボード`)
    await expect(page.getByText('組織の全メンバーの利用状況です。')).toBeVisible()
    await expect(page.getByTestId('total-tokens')).toHaveText('1,545')
    // Charts arrive in their own chunk and draw SVG.
    await expect(
      page.getByTestId('chart-activity').locator('svg.recharts-surface[role="application"]'),
    ).toBeVisible()
    await expect(
      page.getByTestId('chart-tokens').locator('svg.recharts-surface[role="application"]'),
    ).toBeVisible()
    await expect(
      page.getByTestId('chart-users').locator('svg.recharts-surface[role="application"]'),
    ).toBeVisible()
    const users = page.getByRole('table', { name: 'ユーザー別のトークンとクレジット' })
    await expect(users.getByRole('row')).toHaveCount(3)
    await expect(users).toContainText('オーナー 一郎')
    await expect(users).toContainText('利用 太郎')
    await expect(page.getByRole('table', { name: 'よくある質問' })).toContainText(OWNER_QUESTION)
    const unanswered = page.getByRole('table', { name: 'FAQ で回答できなかった質問' })
    await expect(unanswered).toContainText(MEMBER_QUESTION)
    await expect(unanswered).not.toContainText(OWNER_QUESTION)

    await page.getByRole('button', { name: '過去 7 日' }).click()
    await expect(page).toHaveURL(/days=7/)
    await expect(page.getByRole('button', { name: '過去 7 日' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('total-tokens')).toHaveText('1,545')
  })

  test('a member sees only their own data', async ({ page }) => {
    await signIn(page, MEMBER)
    await page.goto(`/faqchat/work-rules/dashboard/${seeded.faqChatId}/${encodeURIComponent(seeded.faqName)}`)
    await expect(page.getByText('あなた自身の利用状況です。', { exact: false })).toBeVisible()
    await expect(page.getByTestId('total-tokens')).toHaveText('345')
    const users = page.getByRole('table', { name: 'ユーザー別のトークンとクレジット' })
    await expect(users).toContainText('利用 太郎')
    await expect(users).not.toContainText('オーナー 一郎')
    await expect(page.getByRole('table', { name: 'よくある質問' })).not.toContainText(OWNER_QUESTION)
    await expect(page.getByRole('table', { name: 'よくある質問' })).toContainText(MEMBER_QUESTION)
  })

  test('a dashboard whose id does not match its chat is not found', async ({ page }) => {
    await signIn(page, OWNER)
    const mismatched = await page.request.get(`/customchat/business-mail/dashboard/${seeded.faqChatId}/x`)
    expect(mismatched.status()).toBe(404)
    const unknown = await page.request.get('/faqchat/no-such-chat/dashboard/nope/x')
    expect(unknown.status()).toBe(404)
    await page.goto(`/opschat/work-rules/dashboard/${seeded.faqChatId}/x`)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })
})
