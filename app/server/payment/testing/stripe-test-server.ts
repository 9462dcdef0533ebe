/**
 * A local HTTP server standing in for Stripe's API in tests: the real `stripe` client talks to it
 * (its host/port/protocol options, or OPSAI_STRIPE_API_BASE), and it answers
 * `POST /v1/checkout/sessions` the way Stripe does, keeping the sessions it made. Webhooks for
 * those sessions are signed with Stripe's own helper, so the server verifies exactly what Stripe
 * would send.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface FakeCheckoutSession {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  created: number
}

export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  authorization: string | undefined
  params: URLSearchParams
}

export interface StripeTestServer {
  /** `http://127.0.0.1:<port>`: OPSAI_STRIPE_API_BASE, or the client's host/port/protocol. */
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeCheckoutSession>
  requests: RecordedRequest[]
  /** Makes the next session create fail like a Stripe outage (HTTP 500). */
  failNext(): void
  /** A `Stripe-Signature` header for `payload`, signed now or at `timestamp` (seconds). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string
  /** The JSON of an event about one of this server's sessions. */
  event(type: string, sessionId: string, overrides?: Partial<FakeCheckoutSession>, eventId?: string): string
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const signer = new Stripe('sk_test_signer_only')

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, FakeCheckoutSession>()
  const requests: RecordedRequest[] = []
  let failures = 0
  let baseUrl = ''

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request)
    const params = new URLSearchParams(body)
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    requests.push({
      method: request.method ?? 'GET',
      path,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      authorization: request.headers.authorization,
      params,
    })
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      })
      response.end(JSON.stringify(value))
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (failures > 0) {
        failures -= 1
        return reply(500, { error: { type: 'api_error', message: 'Stripe test server: simulated outage' } })
      }
      // Stripe answers a repeated Idempotency-Key with the first response.
      const key = request.headers['idempotency-key']
      const previous = [...sessions.values()].find((session) => session.metadata._idempotency === key)
      if (previous && key) return reply(200, previous)
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const metadata: Record<string, string> = {}
      for (const [name, value] of params) {
        const match = /^metadata\[(\w+)\]$/.exec(name)
        if (match?.[1]) metadata[match[1]] = value
      }
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]') ?? 0),
        currency: params.get('line_items[0][price_data][currency]') ?? 'jpy',
        client_reference_id: params.get('client_reference_id'),
        metadata,
        success_url: params.get('success_url') ?? '',
        cancel_url: params.get('cancel_url') ?? '',
        url: `${baseUrl}/pay/${id}`,
        created: Math.floor(Date.now() / 1000),
      }
      sessions.set(id, { ...session, metadata: { ...metadata, _idempotency: String(key ?? '') } })
      return reply(200, session)
    }
    return reply(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${path})`,
      },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    failNext() {
      failures += 1
    },
    sign(payload, options = {}) {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      })
    },
    event(type, sessionId, overrides = {}, eventId = `evt_${randomBytes(12).toString('hex')}`) {
      const stored = sessions.get(sessionId)
      if (!stored) throw new Error(`no session ${sessionId}`)
      const { _idempotency, ...metadata } = stored.metadata
      const object = { ...stored, metadata, ...overrides }
      return JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      })
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
