/**
 * The chat screens as a person sees them (issue 14): no hydration error, the composer pinned
 * inside the viewport however long the thread, a conversation that follows a streaming reply
 * unless the reader scrolled up, the thread drawer of a phone, keyboard shortcuts, the character
 * counter, starters, the ops chat's own look, readable user messages in every theme.
 */

import { demoMember, ensureTenantOwner } from './support/accounts'
import {
  distanceFromBottom,
  enqueue,
  ensureModelTenant,
  lastReply,
  MODEL_SERVER,
  open,
  openSeededThread,
  scroller,
  seedThread,
  send,
  signIn,
} from './support/chat'
import { expect, type Page, test } from './support/test'

const DESKTOP = { width: 1280, height: 860 }
const PHONE = { width: 390, height: 844 }

/** Console errors and uncaught exceptions of a page (the favicon is another part of issue 14). */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (message.location().url.endsWith('/favicon.ico')) return
    errors.push(`console: ${message.text()}`)
  })
  return errors
}

async function expectInViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const viewport = page.viewportSize()
  const box = await selector.boundingBox()
  expect(box, 'element is rendered').not.toBeNull()
  if (!box || !viewport) return
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
}

test('a signed-in demo owner sees /chat, a thread and an FAQ chat without a hydration error', async ({
  page,
}) => {
  const owner = demoMember('hirameki', 'owner')
  const threadId = seedThread(owner.email, 4)
  await signIn(page, owner)
  const errors = collectErrors(page)
  for (const path of ['/chat', `/chat/thread/${threadId}`, '/faqchat/product-support']) {
    await open(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The balance is fetched once the page has hydrated: the page is settled when it shows.
    await expect(page.getByTestId('balance')).toHaveAttribute('data-available', /^\d+$/)
    await expect(page.getByTestId('thread-sidebar').getByText('読み込み中')).toHaveCount(0)
  }
  expect(errors).toEqual([])
})

for (const [name, viewport] of [
  ['desktop 1280×860', DESKTOP],
  ['phone 390×844', PHONE],
] as const) {
  test(`a thread of 30 messages keeps its composer in the viewport (${name})`, async ({ page }) => {
    await openSeededThread(page, 30, viewport)
    await expect(page.locator('li[data-role]')).toHaveCount(30)
    await expectInViewport(page, page.getByLabel('メッセージ', { exact: true }))
    await expectInViewport(page, page.getByRole('button', { name: '送信', exact: true }))
    await expectInViewport(page, page.getByTestId('character-counter'))
    // The page itself does not scroll: the conversation does, and it opened at the latest message.
    const pageScrolls = await page.evaluate(
      () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
    )
    expect(pageScrolls).toBe(false)
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
    await expect(page.locator('li[data-role="assistant"]').last()).toBeInViewport()
    await expect(page.locator('li[data-role]').first()).not.toBeInViewport()
  })
}

test.describe('streaming', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureModelTenant('e2e-chat-layout')
  })
  test.beforeEach(async ({ request }) => {
    await request.post(`${MODEL_SERVER}/__control/reset`)
  })

  test('a streaming reply is followed until the reader scrolls up; "jump to latest" brings them back; Esc stops it', async ({
    page,
    request,
  }) => {
    const threadId = seedThread(owner.email, 30)
    await page.setViewportSize(DESKTOP)
    await signIn(page, owner)
    await open(page, `/chat/thread/${threadId}`)
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
    await enqueue(request, {
      // Long enough (about 20 s) to be still writing when Esc is pressed at the end.
      chunks: Array.from({ length: 150 }, (_, index) => `行${index}\n\n`),
      chunkDelayMs: 150,
    })
    await send(page, '長い答えをください')
    await expect(lastReply(page)).toContainText('行8')
    // Following: the growing reply stays at the bottom of the region.
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(40)
    await expect(page.getByTestId('jump-to-latest')).toHaveCount(0)

    await scroller(page).hover()
    await page.mouse.wheel(0, -1500)
    await expect(page.getByTestId('jump-to-latest')).toBeVisible()
    const heldAt = await scroller(page).evaluate((element) => element.scrollTop)
    await expect(lastReply(page)).toContainText('行20')
    // Scrolled up: new text does not pull the reader down.
    expect(await scroller(page).evaluate((element) => element.scrollTop)).toBeLessThanOrEqual(heldAt + 1)
    expect(await distanceFromBottom(page)).toBeGreaterThan(200)

    await page.getByTestId('jump-to-latest').click()
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(40)
    await expect(page.getByTestId('jump-to-latest')).toHaveCount(0)

    await page.keyboard.press('Escape')
    await expect(page.getByText('停止しました。ここまでの応答を保存しています。')).toBeVisible()
    await expect(lastReply(page)).not.toContainText('行149')
  })

  test('after the window grows taller (a phone toolbar hiding), the conversation still follows what is added', async ({
    page,
  }) => {
    const threadId = seedThread(owner.email, 30)
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 100 })
    await signIn(page, owner)
    await open(page, `/chat/thread/${threadId}`)
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
    // The region grows: the browser moves the scroll position up to the new bottom by itself.
    await page.setViewportSize(PHONE)
    await expect.poll(() => scroller(page).evaluate((element) => element.clientHeight)).toBeGreaterThan(700)
    // Whatever the library made of that scroll, it has decided within a frame and a timeout.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 20))))
    // The conversation grows, as a reply's next paragraph would (with nothing shrinking first).
    await page.getByTestId('conversation').evaluate((conversation) => {
      const paragraph = document.createElement('p')
      paragraph.style.height = '200px'
      conversation.append(paragraph)
    })
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(4)
    await expect(page.getByTestId('jump-to-latest')).toHaveCount(0)
  })
})

test('keyboard: Shift+Esc focuses the message box, Ctrl+Shift+O starts a new thread', async ({ page }) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  const threadId = seedThread(owner.email, 2)
  await signIn(page, owner)
  await open(page, `/chat/thread/${threadId}`)
  await page.getByRole('heading', { level: 1 }).click()
  await page.keyboard.press('Shift+Escape')
  await expect(page.getByLabel('メッセージ', { exact: true })).toBeFocused()
  await page.keyboard.press('Control+Shift+O')
  await expect(page).toHaveURL(/\/chat$/)
  await expect(page.getByTestId('empty-thread')).toBeVisible()
})

test('the composer counts characters against the 8,000 limit before sending', async ({ page }) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  await signIn(page, owner)
  await open(page, '/chat')
  const box = page.getByLabel('メッセージ', { exact: true })
  const send = page.getByRole('button', { name: '送信', exact: true })
  await expect(page.getByTestId('character-counter')).toHaveText('0 / 8,000 文字')
  await box.fill('あ'.repeat(8001))
  await expect(page.getByTestId('character-counter')).toHaveText('8,001 / 8,000 文字')
  await expect(
    page.getByText('8,000 文字を 1 文字超えています。短くしてから送信してください。'),
  ).toBeVisible()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(send).toBeDisabled()
  await box.press('Backspace')
  await expect(page.getByTestId('character-counter')).toHaveText('8,000 / 8,000 文字')
  await expect(send).toBeEnabled()
})

test('empty FAQ and ops chats offer starters; an ops chat says what it is', async ({ page }) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  await signIn(page, owner)
  await open(page, '/faqchat/product-support')
  const faqStarters = page.getByRole('region', { name: '会話' }).getByRole('listitem')
  await expect(page.getByRole('heading', { name: 'よくある質問' })).toBeVisible()
  await expect(faqStarters.first()).toBeVisible()
  const question = (await faqStarters.first().textContent()) ?? ''
  expect(question.length).toBeGreaterThan(3)
  await faqStarters.first().getByRole('button').click()
  await expect(page.getByLabel('メッセージ', { exact: true })).toHaveValue(question)
  await expect(page.getByLabel('メッセージ', { exact: true })).toBeFocused()

  await open(page, '/opschat/incident-first-response')
  await expect(page.getByRole('heading', { level: 1, name: '障害一次対応' })).toBeVisible()
  await expect(page.getByTestId('chat-kind')).toHaveText('運用チャット')
  await expect(page.getByText('運用チャットは、決められた手順に沿って')).toBeVisible()
  await page.getByRole('button', { name: '手順を最初から案内してください' }).click()
  await expect(page.getByLabel('メッセージ', { exact: true })).toHaveValue('手順を最初から案内してください')

  await open(page, '/chat')
  await expect(page.getByTestId('chat-kind')).toHaveText('汎用チャット')
})

test('on a phone the thread list is a drawer, closed on a thread page, opened from the header', async ({
  page,
}) => {
  await openSeededThread(page, 2, PHONE)
  const sidebar = page.getByTestId('thread-sidebar')
  await expect(sidebar).toBeHidden()
  await expect(page.locator('li[data-role="user"]').first()).toBeInViewport()
  const toggle = page.getByRole('button', { name: 'スレッド一覧を開く' })
  await toggle.click()
  await expect(sidebar).toBeVisible()
  await expect(sidebar.getByRole('link', { name: /長い会話/ }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(toggle).toBeFocused()
  // On a desktop the list is simply there.
  await page.setViewportSize(DESKTOP)
  await expect(sidebar).toBeVisible()
})

test('the rename dialog focuses the name; search can cover every chat and leads to the right one', async ({
  page,
}) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  await signIn(page, owner)
  const marker = `検索${Date.now()}`
  await open(page, '/customchat/business-mail')
  await send(page, `${marker} のお詫びメール`)
  await expect(page).toHaveURL(/\/customchat\/business-mail\/thread\/[0-9a-f-]{36}$/)
  const customThread = new URL(page.url()).pathname
  await expect(lastReply(page)).not.toBeEmpty()

  await page.getByRole('button', { name: `${marker} のお詫びメール の操作` }).click()
  await page.getByRole('menuitem', { name: '名前を変更' }).click()
  await expect(page.getByLabel('スレッド名')).toBeFocused()
  await page.keyboard.press('Escape')

  await open(page, '/chat')
  const sidebar = page.getByTestId('thread-sidebar')
  await sidebar.getByLabel('スレッドを検索').fill(marker)
  await expect(sidebar.getByText(`「${marker}」に一致するスレッドはありません。`)).toBeVisible()
  await sidebar.getByText('すべてのチャット').click()
  const found = sidebar.getByRole('link', { name: new RegExp(marker) })
  await expect(found).toBeVisible()
  await expect(found.getByTestId('thread-chat')).toHaveText('ビジネスメール作成')
  await found.click()
  await expect(page).toHaveURL(new RegExp(`${customThread}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'ビジネスメール作成' })).toBeVisible()
})

/** WCAG contrast of an element's text against the background it sits on. */
function contrastOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (value: number) => {
          const c = value / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
      }
      let backgroundElement: Element | null = element
      let background = 'rgba(0, 0, 0, 0)'
      while (backgroundElement && /rgba\(.*, 0\)$|transparent/.test(background)) {
        background = getComputedStyle(backgroundElement).backgroundColor
        backgroundElement = backgroundElement.parentElement
      }
      const text = element.querySelector('[data-testid="message-text"] div') ?? element
      const [lighter, darker] = [
        luminance(rgb(getComputedStyle(text).color)),
        luminance(rgb(background)),
      ].sort((a, b) => b - a)
      return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
    })
}

for (const theme of ['opsai', 'hirameki_ai'] as const) {
  test(`the user’s own messages are readable (theme ${theme})`, async ({ page }) => {
    const owner = theme === 'opsai' ? ensureModelTenant('e2e-chat-layout') : demoMember('hirameki', 'owner')
    const threadId = seedThread(owner.email, 2)
    await signIn(page, owner)
    await open(page, `/chat/thread/${threadId}`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    expect(await contrastOf(page, 'li[data-role="user"]')).toBeGreaterThanOrEqual(4.5)
  })
}

test('a thread exports as Markdown and JSON from its menu, and prints the conversation alone', async ({
  page,
}) => {
  const owner = ensureTenantOwner('e2e-chat-offline')
  const threadId = seedThread(owner.email, 4)
  await signIn(page, owner)
  await open(page, `/chat/thread/${threadId}`)
  const title =
    (await page.getByTestId('thread-sidebar').locator('[aria-current="page"]').textContent()) ?? ''
  expect(title).toMatch(/^長い会話/)

  const exportAs = async (item: string) => {
    await page.getByRole('button', { name: 'このスレッドの操作' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ])
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(Buffer.from(chunk))
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') }
  }
  const markdown = await exportAs('Markdown で書き出す')
  expect(markdown.name).toBe(`${title.replaceAll(':', ' ')}.md`)
  expect(markdown.text.startsWith(`# ${title}\n`)).toBe(true)
  expect(markdown.text).toContain('質問 1: 第1四半期の売上を部門別にまとめてください。')
  expect(markdown.text).toContain('| 部門 | 売上 |')
  const json = await exportAs('JSON で書き出す')
  expect(json.name.endsWith('.json')).toBe(true)
  const body = JSON.parse(json.text)
  expect(body.title).toBe(title)
  expect(body.messages.map((message: { role: string }) => message.role)).toEqual([
    'user',
    'assistant',
    'user',
    'assistant',
  ])

  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('li[data-role="user"]').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  for (const chrome of [
    page.getByTestId('thread-sidebar'),
    page.getByTestId('composer'),
    page.getByRole('heading', { level: 1 }),
    page.locator('nav').first(),
    page.getByRole('banner'),
  ]) {
    await expect(chrome).toBeHidden()
  }
})
