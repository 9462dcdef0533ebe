/**
 * What the chat specs share: the tenant whose application answers from the local
 * OpenAI-compatible test server (playwright.config.ts), signing in, and page loads that wait for
 * hydration before any key or click (e2e/support/hydration.ts).
 */
import { spawnSync } from 'node:child_process'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { modelServerPort } from '../../playwright.config'
import { ensureTenantOwner, opsai } from './accounts'
import { waitForHydration } from './hydration'

export const MODEL_SERVER = `http://127.0.0.1:${modelServerPort}`
const MODEL_APP = 'e2e_chat_ai'

/** A tenant (one per spec: the chat rate limit is per user) whose application uses the test model server. */
export function ensureModelTenant(slug = 'e2e-chat') {
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
  const owner = ensureTenantOwner(slug, MODEL_APP)
  opsai(['tokens', 'grant', slug, '1000000', '--reason', 'e2e chat suite', '--key', `${slug}-grant`])
  return owner
}

/** Every page load is followed by this before any key or click (server HTML ignores both). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

export async function reload(page: Page) {
  await page.reload()
  await waitForHydration(page)
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await open(page, '/login')
  await page.getByLabel('メールアドレス').fill(account.email)
  await page.getByLabel('パスワード').fill(account.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await expect(page).toHaveURL(/\/$/)
  await waitForHydration(page)
}

export async function enqueue(request: APIRequestContext, ...scripts: Record<string, unknown>[]) {
  const response = await request.post(`${MODEL_SERVER}/__control/enqueue`, { data: scripts })
  expect(response.ok()).toBe(true)
}

export async function send(page: Page, text: string) {
  const box = page.getByLabel('メッセージ', { exact: true })
  await box.fill(text)
  await box.press('Enter')
}

/** The thread list's "new thread" (the header has one too, shown on a phone only). */
export async function newThread(page: Page) {
  await page.getByTestId('thread-sidebar').getByRole('link', { name: '新しいスレッド' }).click()
}

export const THREAD_URL = /\/chat\/thread\/[0-9a-f-]{36}$/
export const lastReply = (page: Page) => page.locator('li[data-role="assistant"]').last()

/** A general-chat thread of `count` stored messages for the member, written straight to the database. */
export function seedThread(email: string, count: number): string {
  const result = spawnSync('node', ['--import', 'tsx', 'e2e/support/seed-thread.ts', email, String(count)], {
    encoding: 'utf8',
    env: process.env,
    timeout: 60_000,
  })
  if (result.status !== 0) throw new Error(`seed-thread failed:\n${result.stderr}${result.stdout}`)
  return (JSON.parse(result.stdout) as { id: string }).id
}

/** The scrolling element: the conversation's content box's parent (use-stick-to-bottom's scroller). */
export const scroller = (page: Page) => page.getByTestId('conversation').locator('xpath=../..')

/** How far the conversation is from its bottom, in pixels. */
export function distanceFromBottom(page: Page) {
  return scroller(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)
}

/** An owner of the offline-model tenant on a thread of `messages` seeded messages, at `viewport`. */
export async function openSeededThread(
  page: Page,
  messages: number,
  viewport: { width: number; height: number },
) {
  const owner = ensureTenantOwner('e2e-chat-offline')
  const threadId = seedThread(owner.email, messages)
  await page.setViewportSize(viewport)
  await signIn(page, owner)
  await open(page, `/chat/thread/${threadId}`)
}
