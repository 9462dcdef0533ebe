/**
 * One signed POST to an endpoint (ADR 041): Standard Webhooks headers from the `standardwebhooks`
 * library, no redirects followed, a connect and a response timeout, and, unless the deployment
 * allows private receivers, the connection pinned to an address checked as public when it is
 * resolved (DNS rebinding cannot switch it afterwards). Never throws: the outcome says what happened.
 */
import type { ClientRequest, IncomingMessage } from 'node:http'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Webhook } from 'standardwebhooks'
import { hostAddressLiteral, isPublicAddress, publicOnlyLookup } from '../http/public-address.server'

export const CONNECT_TIMEOUT_MS = 5_000
export const RESPONSE_TIMEOUT_MS = 15_000
/** What the log keeps of a receiver's answer. */
export const MAX_STORED_RESPONSE_CHARS = 1_000
const MAX_READ_BYTES = 16 * 1024

export interface SignedMessage {
  /** `webhook-id`: the same on every attempt of one message. */
  id: string
  body: string
  secret: string
}

export interface SendOptions {
  allowPrivate: boolean
  /** The signing time (`webhook-timestamp`); the receiver checks it against its own clock. */
  signedAt?: Date
  connectTimeoutMs?: number
  responseTimeoutMs?: number
}

export interface SendOutcome {
  succeeded: boolean
  statusCode: number | null
  responseBody: string | null
  error: string | null
  durationMs: number
}

class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`refused: ${address} is not a public address`)
  }
}

export function signedHeaders(message: SignedMessage, signedAt: Date): Record<string, string> {
  const signature = new Webhook(message.secret).sign(message.id, signedAt, message.body)
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
    'webhook-signature': signature,
  }
}

export async function sendWebhook(
  url: string,
  message: SignedMessage,
  options: SendOptions,
): Promise<SendOutcome> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const target = new URL(url)
  const literal = hostAddressLiteral(target.hostname)
  if (!options.allowPrivate && literal && !isPublicAddress(literal)) {
    return failure(new RefusedAddressError(literal).message, elapsed())
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'opsai-webhooks/1',
    ...signedHeaders(message, options.signedAt ?? new Date()),
  }
  return new Promise<SendOutcome>((resolve) => {
    let settled = false
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return
      settled = true
      clearTimeout(responseTimer)
      resolve({ ...outcome, durationMs: elapsed() })
    }
    const request: ClientRequest = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(message.body)) },
        // A fresh connection per attempt: every one goes through the checked lookup.
        agent: false,
        ...(options.allowPrivate
          ? {}
          : { lookup: publicOnlyLookup((address) => new RefusedAddressError(address)) }),
      },
      (response) => readAnswer(response, request, finish),
    )
    const responseTimer = setTimeout(() => {
      request.destroy(
        new Error(`no answer within ${(options.responseTimeoutMs ?? RESPONSE_TIMEOUT_MS) / 1000} s`),
      )
    }, options.responseTimeoutMs ?? RESPONSE_TIMEOUT_MS)
    request.on('socket', (socket) => {
      if (!socket.connecting) return
      const connectTimer = setTimeout(() => {
        request.destroy(
          new Error(`no connection within ${(options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS) / 1000} s`),
        )
      }, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS)
      socket.once('connect', () => clearTimeout(connectTimer))
      socket.once('close', () => clearTimeout(connectTimer))
    })
    request.on('error', (error) => finish(failureOutcome(error.message)))
    request.end(message.body)
  })
}

function readAnswer(
  response: IncomingMessage,
  request: ClientRequest,
  finish: (outcome: Omit<SendOutcome, 'durationMs'>) => void,
) {
  const chunks: Buffer[] = []
  let total = 0
  const status = response.statusCode ?? 0
  const done = () => {
    const text = Buffer.concat(chunks).toString('utf8').slice(0, MAX_STORED_RESPONSE_CHARS)
    // Redirects are not followed: a 3xx is a failed attempt like any answer outside 2xx.
    const succeeded = status >= 200 && status < 300
    finish({
      succeeded,
      statusCode: status,
      responseBody: text,
      error: succeeded ? null : `HTTP ${status}`,
    })
  }
  response.on('data', (chunk: Buffer) => {
    if (total >= MAX_READ_BYTES) return
    total += chunk.byteLength
    chunks.push(chunk)
    // Enough for the log: the rest of a large answer is not read.
    if (total >= MAX_READ_BYTES) {
      done()
      request.destroy()
    }
  })
  response.on('end', done)
  response.on('error', done)
}

const failureOutcome = (error: string): Omit<SendOutcome, 'durationMs'> => ({
  succeeded: false,
  statusCode: null,
  responseBody: null,
  error: error.slice(0, 500),
})

const failure = (error: string, durationMs: number): SendOutcome => ({ ...failureOutcome(error), durationMs })
