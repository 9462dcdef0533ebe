/**
 * A local HTTP server standing in for Stripe's API in tests: the real `stripe` client talks to it
 * (its host/port/protocol options, or OPSAI_STRIPE_API_BASE), and it answers the calls the product
 * makes the way Stripe does — Checkout sessions in payment and subscription mode (create,
 * retrieve, expire), subscriptions (retrieve, update, cancel) and prices — keeping what it made.
 * `GET /pay/<session>` is its hosted checkout page; paying there completes the session (a
 * subscription and its first invoice for subscription mode) and returns to the success URL, but
 * sends no webhook: tests deliver events, signed with Stripe's own helper, when they choose.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import {
  checkoutPage,
  eventJson,
  type FakeCheckoutSession,
  type FakeInvoice,
  type FakePrice,
  type FakeSubscription,
  invoiceOf,
  metadataOf,
  priceOf,
  stripeId,
  subscriptionOf,
  unixNow,
} from './stripe-test-objects'

export type { FakeCheckoutSession, FakeInvoice, FakeSubscription } from './stripe-test-objects'

export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  authorization: string | undefined
  params: URLSearchParams
}

export interface CompletedSession {
  session: FakeCheckoutSession
  subscription: FakeSubscription | null
  /** The subscription's first invoice (`subscription_create`), paid. */
  invoice: FakeInvoice | null
}

export interface StripeTestServer {
  /** `http://127.0.0.1:<port>`: OPSAI_STRIPE_API_BASE, or the client's host/port/protocol. */
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeCheckoutSession>
  subscriptions: Map<string, FakeSubscription>
  invoices: Map<string, FakeInvoice>
  requests: RecordedRequest[]
  /** Makes the next session create fail like a Stripe outage (HTTP 500). */
  failNext(): void
  /** A `Stripe-Signature` header for `payload`, signed now or at `timestamp` (seconds). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string
  /** The JSON of an event about one of this server's sessions. */
  event(type: string, sessionId: string, overrides?: Partial<FakeCheckoutSession>, eventId?: string): string
  /** The JSON of an event about one of this server's invoices or subscriptions. */
  objectEvent(type: string, id: string, overrides?: Record<string, unknown>, eventId?: string): string
  /** Pays a session as the hosted page does: complete, and for a subscription its first invoice. */
  completeSession(sessionId: string): CompletedSession
  /** A renewal: a paid `subscription_cycle` invoice for the period starting at `periodStart`. */
  renew(subscriptionId: string, periodStart: Date): FakeInvoice
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const signer = new Stripe('sk_test_signer_only')

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const secretKey = `sk_test_${stripeId('key').slice(-24)}`
  const webhookSecret = `whsec_${stripeId('secret').slice(-32)}`
  const sessions = new Map<string, FakeCheckoutSession>()
  const idempotency = new Map<string, unknown>()
  const subscriptions = new Map<string, FakeSubscription>()
  const invoices = new Map<string, FakeInvoice>()
  const prices = new Map<string, FakePrice>()
  /** What a subscription-mode session puts on the subscription it starts. */
  const subscriptionMetadataOf = new Map<string, Record<string, string>>()
  const requests: RecordedRequest[] = []
  let failures = 0
  let baseUrl = ''

  function completeSession(sessionId: string): CompletedSession {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    session.status = 'complete'
    session.payment_status = session.amount_total > 0 ? 'paid' : 'no_payment_required'
    if (session.mode !== 'subscription') return { session, subscription: null, invoice: null }
    session.customer ??= stripeId('cus')
    const subscriptionMetadata = subscriptionMetadataOf.get(session.id) ?? {}
    const price = priceOf(session.amount_total, session.currency, true)
    const subscription = subscriptionOf(session.customer, price, subscriptionMetadata)
    subscriptions.set(subscription.id, subscription)
    session.subscription = subscription.id
    const invoice = invoiceOf(subscription, 'subscription_create', unixNow())
    invoices.set(invoice.id, invoice)
    return { session, subscription, invoice }
  }
  function createSession(params: URLSearchParams): FakeCheckoutSession {
    const id = stripeId('cs')
    const mode = params.get('mode') === 'subscription' ? 'subscription' : 'payment'
    if (mode === 'subscription') subscriptionMetadataOf.set(id, metadataOf(params, 'subscription_data'))
    return {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(params.get('line_items[0][price_data][unit_amount]') ?? 0),
      currency: params.get('line_items[0][price_data][currency]') ?? 'jpy',
      client_reference_id: params.get('client_reference_id'),
      customer: params.get('customer'),
      subscription: null,
      metadata: metadataOf(params),
      success_url: params.get('success_url') ?? '',
      cancel_url: params.get('cancel_url') ?? '',
      url: `${baseUrl}/pay/${id}`,
      created: unixNow(),
    }
  }

  type Reply = (status: number, value: unknown) => void
  const notFound = (reply: Reply, what: string) =>
    reply(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    })

  /** The API: each answer as Stripe gives it; an Idempotency-Key seen before gets the first answer. */
  function api(method: string, path: string, params: URLSearchParams, key: string | undefined, reply: Reply) {
    const remembered = key ? idempotency.get(`${method} ${path} ${key}`) : undefined
    if (remembered) return reply(200, remembered)
    const answer = (value: unknown) => {
      if (key) idempotency.set(`${method} ${path} ${key}`, value)
      reply(200, value)
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (failures > 0) {
        failures -= 1
        return reply(500, { error: { type: 'api_error', message: 'Stripe test server: simulated outage' } })
      }
      const session = createSession(params)
      sessions.set(session.id, session)
      return answer(session)
    }
    const session = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path)
    if (session?.[1]) {
      const found = sessions.get(session[1])
      if (!found) return notFound(reply, `checkout.session: '${session[1]}'`)
      if (method === 'GET' && !session[2]) return reply(200, found)
      if (method === 'POST' && session[2]) {
        if (found.status !== 'open') {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          })
        }
        found.status = 'expired'
        return answer(found)
      }
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = priceOf(
        Number(params.get('unit_amount') ?? 0),
        params.get('currency') ?? 'jpy',
        params.has('recurring[interval]'),
      )
      prices.set(price.id, price)
      return answer(price)
    }
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)
    if (subscription?.[1]) {
      const found = subscriptions.get(subscription[1])
      if (!found) return notFound(reply, `subscription: '${subscription[1]}'`)
      if (method === 'GET') return reply(200, found)
      if (method === 'POST') {
        const item = found.items.data[0]
        const price = prices.get(params.get('items[0][price]') ?? '')
        if (item && price && params.get('items[0][id]') === item.id) item.price = price
        Object.assign(found.metadata, metadataOf(params))
        return answer(found)
      }
      if (method === 'DELETE') {
        if (found.status === 'canceled') {
          return reply(400, {
            error: { type: 'invalid_request_error', message: 'This subscription is canceled.' },
          })
        }
        found.status = 'canceled'
        found.cancellation = { prorate: params.get('prorate') === 'true' }
        return answer(found)
      }
    }
    return reply(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    })
  }

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request)
    const method = request.method ?? 'GET'
    const [path = '/', query = ''] = (request.url ?? '/').split('?')
    const params = new URLSearchParams(method === 'GET' || method === 'DELETE' ? query || body : body)
    const reply: Reply = (status, value) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': stripeId('req'),
      })
      response.end(JSON.stringify(value))
    }
    // The hosted checkout page, as a browser sees it (no API key).
    const pay = /^\/pay\/([\w]+)$/.exec(path)
    if (pay?.[1]) {
      const session = sessions.get(pay[1])
      if (!session) return notFound(reply, 'checkout page')
      if (method === 'POST' && session.status === 'open') {
        completeSession(session.id)
        response.writeHead(303, { location: session.success_url })
        return response.end()
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(checkoutPage(session))
    }
    const key = request.headers['idempotency-key']
    requests.push({
      method,
      path,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      authorization: request.headers.authorization,
      params,
    })
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    api(method, path, params, typeof key === 'string' ? key : undefined, reply)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    subscriptions,
    invoices,
    requests,
    failNext() {
      failures += 1
    },
    sign(payload, options = {}) {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp ?? unixNow(),
      })
    },
    event(type, sessionId, overrides = {}, eventId) {
      const stored = sessions.get(sessionId)
      if (!stored) throw new Error(`no session ${sessionId}`)
      return eventJson(type, { ...stored, ...overrides }, eventId)
    },
    objectEvent(type, id, overrides = {}, eventId) {
      const stored = invoices.get(id) ?? subscriptions.get(id)
      if (!stored) throw new Error(`no invoice or subscription ${id}`)
      return eventJson(type, { ...stored, ...overrides }, eventId)
    },
    completeSession,
    renew(subscriptionId, periodStart) {
      const subscription = subscriptions.get(subscriptionId)
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`)
      const invoice = invoiceOf(subscription, 'subscription_cycle', Math.floor(periodStart.getTime() / 1000))
      invoices.set(invoice.id, invoice)
      return invoice
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
