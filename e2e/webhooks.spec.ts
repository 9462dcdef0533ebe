/**
 * Outgoing webhooks end to end (issue 20 point 3, ADR 041): a chat turn sent in Chromium reaches a
 * receiver as signed `thread.created` and `message.completed` deliveries, each verified with the
 * `standardwebhooks` library. The receiver is on loopback, so the server runs with
 * OPSAI_WEBHOOK_ALLOW_PRIVATE=1 (playwright.config.ts).
 */
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { opsai } from './support/accounts'
import { enqueue, ensureModelTenant, lastReply, open, send, signIn, THREAD_URL } from './support/chat'

// E2E_PORT + 16: clear of the ports playwright.config.ts and the other specs use (…+15), inside a shard's stride of 20.
const RECEIVER_PORT = Number(process.env.E2E_PORT ?? 4173) + 16
const SLUG = 'e2e-webhooks'

const received: { headers: IncomingHttpHeaders; body: string }[] = []
let receiver: Server
let owner: { email: string; password: string }
let endpoint: { id: string; secret: string }

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(204).end()
    })
  })
  receiver.listen(RECEIVER_PORT, '127.0.0.1')
  await once(receiver, 'listening')
  owner = ensureModelTenant(SLUG)
  // The CLI checks the receiver's address as the server does: loopback needs the deployment's flag.
  process.env.OPSAI_WEBHOOK_ALLOW_PRIVATE = '1'
  endpoint = JSON.parse(
    opsai([
      ...['webhooks', 'add', '--tenant', SLUG, '--url', `http://127.0.0.1:${RECEIVER_PORT}/hooks`],
      ...['--events', 'thread.created,message.completed', '--json'],
    ]),
  )
})

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve))
})

test('a chat turn in the browser is delivered as signed thread.created and message.completed', async ({
  page,
  request,
}) => {
  await signIn(page, owner)
  await open(page, '/chat')
  await enqueue(request, { chunks: ['Webhook の', 'テストです。'] })
  await send(page, `Webhook を試します ${Date.now().toString(36)}`)
  await expect(page).toHaveURL(THREAD_URL)
  await expect(lastReply(page)).toContainText('テストです。')
  const threadId = page.url().split('/').at(-1) ?? ''

  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2)
  const webhook = new Webhook(endpoint.secret)
  const events = received.map((delivery) =>
    webhook.verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }),
  ) as { type: string; data: { threadId: string; status?: string } }[]
  expect(events.map((event) => event.type).sort()).toEqual(['message.completed', 'thread.created'])
  for (const event of events) expect(event.data.threadId).toBe(threadId)
  expect(events.find((event) => event.type === 'message.completed')?.data.status).toBe('complete')

  // The delivery log the owner reads over the API says the same, once each answer is recorded.
  const states = async () => {
    const log = await (await page.request.get(`/api/tenant/webhooks/${endpoint.id}/deliveries`)).json()
    return log.deliveries.map((delivery: { state: string }) => delivery.state)
  }
  await expect.poll(states, { timeout: 15_000 }).toEqual(['succeeded', 'succeeded'])
})
