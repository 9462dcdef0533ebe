/**
 * The moment a new thread gets its page. After the first message the URL moves to the thread's
 * page while the reply streams, and that page loads before it replaces the new-thread screen.
 * The tests hold the page's data request, so the in-between is as long as they need, and check
 * that nothing the reader sees or does in it is lost.
 */
import type { Page } from '@playwright/test'
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
import { expect, test } from './support/test'

/** Holds the thread page's data (its loader's server call, which names the thread) until released. */
async function holdThreadPage(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  await page.route('**/_serverFn/**', async (route) => {
    if (decodeURIComponent(route.request().url()).includes('threadId')) {
      held += 1
      await released
    }
    await route.fallback()
  })
  return { release, held: () => held }
}

const composer = (page: Page) => page.getByLabel('メッセージ', { exact: true })

test.describe('a new thread’s page', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureModelTenant()
  })
  test.beforeEach(async ({ request }) => {
    await request.post(`${MODEL_SERVER}/__control/reset`)
  })

  test('while it loads, the reply stays on screen and a follow-up being typed moves to it with the caret', async ({
    page,
    request,
  }) => {
    await signIn(page, owner)
    await open(page, '/chat')
    const hold = await holdThreadPage(page)
    await enqueue(request, { chunks: ['最初の答え'] })
    await send(page, '最初の質問')
    await expect(page).toHaveURL(THREAD_URL)
    await expect.poll(hold.held).toBeGreaterThan(0)

    // Still the new-thread screen: the reply is shown, not the empty chat.
    await expect(lastReply(page)).toContainText('最初の答え')
    await expect(page.getByTestId('empty-thread')).toHaveCount(0)
    await page.keyboard.type('続けて聞きたいこと')
    const typedInto = await composer(page).elementHandle()

    hold.release()
    await expect.poll(() => typedInto?.evaluate((box) => box.isConnected)).toBe(false)
    await expect(composer(page)).toHaveValue('続けて聞きたいこと')
    await expect(composer(page)).toBeFocused()
    await expect(lastReply(page)).toContainText('最初の答え')
  })

  test('a second message sent before it loads continues the same thread', async ({ page, request }) => {
    const tag = Date.now().toString(36)
    await signIn(page, owner)
    await open(page, '/chat')
    const hold = await holdThreadPage(page)
    await enqueue(request, { chunks: ['一つ目の答え'] }, { chunks: ['二つ目の答え'] })
    await send(page, `一つ目の質問${tag}`)
    await expect(page).toHaveURL(THREAD_URL)
    const threadUrl = page.url()
    await expect.poll(hold.held).toBeGreaterThan(0)
    await expect(lastReply(page)).toContainText('一つ目の答え')
    await expect(page.getByRole('button', { name: '停止' })).toHaveCount(0)

    await send(page, `二つ目の質問${tag}`)
    await expect(lastReply(page)).toContainText('二つ目の答え')
    hold.release()

    await reload(page)
    expect(page.url()).toBe(threadUrl)
    await expect(page.locator('li[data-role="user"]')).toHaveText([
      new RegExp(`一つ目の質問${tag}`),
      new RegExp(`二つ目の質問${tag}`),
    ])
    await expect(page.getByTestId('thread-sidebar').getByRole('link', { name: new RegExp(tag) })).toHaveCount(
      1,
    )
  })
  test('“new thread” clicked before it loads starts a new thread, and the first one keeps its reply', async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36)
    await signIn(page, owner)
    await open(page, '/chat')
    const hold = await holdThreadPage(page)
    await enqueue(request, { chunks: ['りんごの答え'] }, { chunks: ['ばななの答え'] })
    await send(page, `りんごの質問${tag}`)
    await expect(page).toHaveURL(THREAD_URL)
    const firstThread = page.url()
    await expect.poll(hold.held).toBeGreaterThan(0)
    await expect(lastReply(page)).toContainText('りんごの答え')

    await newThread(page)
    await expect(page).toHaveURL(/\/chat$/)
    await expect(page.getByTestId('empty-thread')).toBeVisible()
    hold.release()
    await send(page, `ばななの質問${tag}`)
    await expect(page).not.toHaveURL(firstThread)
    await expect(page).toHaveURL(THREAD_URL)
    await expect(lastReply(page)).toContainText('ばななの答え')
    await expect(page.locator('li[data-role="user"]')).toHaveText([new RegExp(`ばななの質問${tag}`)])
    const threads = page.getByTestId('thread-sidebar')
    await expect(threads.getByRole('link', { name: `りんごの質問${tag}` })).toHaveCount(1)
    await expect(threads.getByRole('link', { name: `ばななの質問${tag}` })).toHaveCount(1)
  })
})
