/**
 * A real webhook receiver for tests: a node http server on 127.0.0.1 that records every request
 * (headers and raw body) and answers the statuses it is told, in order (then 200).
 */
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: string
}

export interface WebhookReceiver {
  url: string
  port: number
  received: ReceivedWebhook[]
  /** The statuses the next requests get, in order; afterwards 200. */
  answer(...statuses: number[]): void
  close(): Promise<void>
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = []
  let statuses: number[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const status = statuses.shift() ?? 200
      response.writeHead(status, { 'content-type': 'text/plain' })
      response.end(status < 300 ? 'ok' : `receiver says ${status}`)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer: (...next) => {
      statuses = next
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The payload of a delivery, verified with the endpoint's secret by the `standardwebhooks` library (throws when it does not verify). */
export function verifiedPayload(secret: string, delivery: ReceivedWebhook): unknown {
  const headers = {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }
  return new Webhook(secret).verify(delivery.body, headers)
}
