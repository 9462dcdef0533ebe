/**
 * The chat HTTP API on the running production build, as a script uses it (issue 6): `curl -N`
 * with a bearer token streams server-sent events, the balance falls by exactly the usage the
 * stream reported, the thread is served to its tenant and is 404 for another tenant's token, and
 * bad input gets a clear JSON message in Japanese and English. Tenant A's application answers from
 * the local model server at the built-in price (offline replies are free, so they charge nothing);
 * tenant B's brand has no model and its offline reply says it cost 0.
 */
import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { ensureTenantOwner, opsai } from './support/accounts'
import { ensureModelTenant } from './support/chat'

const port = Number(process.env.E2E_PORT ?? 4173)
const origin = `http://localhost:${port}`
const run = Date.now().toString(36)
const slugA = `apia${run}`
const slugB = `apib${run}`

interface ServerSentEvent {
  event: string
  data: Record<string, unknown>
}

/** Splits a `text/event-stream` body into its events (the SSE framing: blank-line separated). */
function parseEvents(body: string): ServerSentEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .map((block) => {
      const lines = block.split(/\r?\n/)
      const event = lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim()
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n')
      return event ? { event, data: data ? JSON.parse(data) : {} } : undefined
    })
    .filter((event): event is ServerSentEvent => event !== undefined)
}

/** `curl -N` exactly as the issue describes it; returns status line, headers and body. */
function curl(args: string[], body?: string) {
  // A body goes through stdin (`--data-binary @-`): a long one exceeds an argument's size limit.
  const bodyArgs = body === undefined ? [] : ['--data-binary', '@-']
  const result = spawnSync('curl', ['-sS', '-N', '-i', ...args, ...bodyArgs], {
    encoding: 'utf8',
    timeout: 60_000,
    input: body,
  })
  if (result.status !== 0) throw new Error(`curl failed: ${result.error ?? result.stderr}`)
  const [head = '', ...rest] = result.stdout.split(/\r?\n\r?\n/)
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(head)?.[1])
  return { status, head: head.toLowerCase(), body: rest.join('\n\n') }
}

async function bearerToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  const token = response.headers.get('set-auth-token')
  if (!token) throw new Error('sign-in returned no set-auth-token header')
  return token
}

/** `curl -N` posting a message to the general chat with a bearer token. */
function postMessage(token: string, body: { content: string; threadId?: string }) {
  return curl([
    '-X',
    'POST',
    `${origin}/api/chats/chat/default/messages`,
    '-H',
    `authorization: Bearer ${token}`,
    '-H',
    'content-type: application/json',
    '--data',
    JSON.stringify(body),
  ])
}

function balanceOf(slug: string): { balance: number; reserved: number; ledgerTotal: number } {
  return JSON.parse(opsai(['tokens', 'balance', slug, '--json']))
}

test.describe
  .serial('chat API with a bearer token', () => {
    let tokenA = ''
    let tokenB = ''
    let threadId = ''

    test.beforeAll(async () => {
      // Seven CLI runs (an application on the model server, two tenants, a grant) take a while on 2 cores.
      test.setTimeout(180_000)
      const ownerA = ensureModelTenant(slugA)
      const ownerB = ensureTenantOwner(slugB)
      tokenA = await bearerToken(ownerA.email, ownerA.password)
      tokenB = await bearerToken(ownerB.email, ownerB.password)
    })

    test('curl -N streams thread, text, usage and done events; the balance falls by the usage', () => {
      const before = balanceOf(slugA)
      const response = postMessage(tokenA, { content: '会議の議事録を三行でまとめるコツを教えてください' })
      expect(response.status).toBe(200)
      expect(response.head).toContain('content-type: text/event-stream')
      const events = parseEvents(response.body)
      const names = events.map((event) => event.event)
      expect(names[0]).toBe('thread')
      expect(names.filter((name) => name === 'delta').length).toBeGreaterThan(0)
      expect(names.slice(-2)).toEqual(['usage', 'done'])
      expect(names).not.toContain('error')

      threadId = String(events[0]?.data.threadId)
      const text = events
        .filter((event) => event.event === 'delta')
        .map((event) => event.data.text)
        .join('')
      expect(text.length).toBeGreaterThan(0)
      const usage = events.find((event) => event.event === 'usage')?.data as {
        totalTokens: number
        charged: number
        free: boolean
      }
      expect(usage.totalTokens).toBeGreaterThan(0)
      expect(usage).toMatchObject({ free: false })
      expect(usage.charged).toBeGreaterThan(0)
      expect(events.at(-1)?.data).toMatchObject({ status: 'complete' })

      const after = balanceOf(slugA)
      expect(before.balance - after.balance).toBe(usage.charged)
      expect(after.reserved).toBe(0)
      expect(after.ledgerTotal).toBe(after.balance)
    })

    test('the thread is served to its tenant with both messages', async () => {
      const response = await fetch(`${origin}/api/threads/${threadId}`, {
        headers: { authorization: `Bearer ${tokenA}` },
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as {
        thread: { id: string; chatKind: string; keyword: string }
        messages: { role: string; status: string; content: string }[]
      }
      expect(body.thread).toMatchObject({ id: threadId, chatKind: 'chat', keyword: 'default' })
      expect(body.messages.map((message) => message.role)).toEqual(['user', 'assistant'])
      expect(body.messages[1]?.status).toBe('complete')
    })

    test("another tenant's token gets 404 for the thread, and cannot continue it", () => {
      const read = curl([`${origin}/api/threads/${threadId}`, '-H', `authorization: Bearer ${tokenB}`])
      expect(read.status).toBe(404)
      expect(read.head).toContain('application/json')
      expect(read.body).not.toContain('会議の議事録')

      const before = balanceOf(slugA)
      const write = postMessage(tokenB, { threadId, content: '続けて' })
      expect(write.status).toBe(404)
      expect(balanceOf(slugA).balance).toBe(before.balance)
    })

    test("tenant B's offline reply is free: the usage event says so and its balance stays", () => {
      const before = balanceOf(slugB)
      const response = postMessage(tokenB, { content: 'オフラインでも答えてください' })
      expect(response.status).toBe(200)
      const events = parseEvents(response.body)
      expect(events.find((event) => event.event === 'usage')?.data).toMatchObject({ charged: 0, free: true })
      expect(events.at(-1)?.data).toMatchObject({ status: 'complete' })
      expect(balanceOf(slugB)).toMatchObject({ balance: before.balance, reserved: 0 })
    })

    test('bad input gets 400/404 with a clear message in Japanese and English', () => {
      const post = (path: string, data: string) =>
        curl(
          [
            '-X',
            'POST',
            `${origin}${path}`,
            '-H',
            `authorization: Bearer ${tokenA}`,
            '-H',
            'content-type: application/json',
          ],
          data,
        )
      for (const [path, data, status] of [
        ['/api/chats/chat/default/messages', JSON.stringify({ content: '   ' }), 400],
        ['/api/chats/chat/default/messages', '{not json', 400],
        ['/api/chats/chat/default/messages', JSON.stringify({ content: 'x'.repeat(200_000) }), 400],
        ['/api/chats/customchat/no-such-chat/messages', JSON.stringify({ content: 'hi' }), 404],
      ] as const) {
        const response = post(path, data)
        expect(response.status, `${path} ${data.slice(0, 20)}`).toBe(status)
        const body = JSON.parse(response.body) as { message: string; messages: { ja: string; en: string } }
        expect(body.messages.ja).toMatch(/[ぁ-んァ-ヶ一-龠]/)
        expect(body.messages.en).toMatch(/[a-z]{3}/i)
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/)
      }
    })

    test('no token: 401 with a JSON message, no stream', () => {
      const response = curl([
        '-X',
        'POST',
        `${origin}/api/chats/chat/default/messages`,
        '-H',
        'content-type: application/json',
        '--data',
        JSON.stringify({ content: 'hi' }),
      ])
      expect(response.status).toBe(401)
      expect(response.head).toContain('application/json')
    })
  })
