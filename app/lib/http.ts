/**
 * The one HTTP client of the browser (spec §8): every data call, server functions included
 * (app/start.ts), goes through `httpFetch`. An idempotent request is retried once and any
 * other request never, on the statuses of `RETRY_STATUSES`. A 401 anywhere hands over to the
 * session layer, which signs the user out and goes to /login.
 */
import { RETRY_STATUSES } from '../../app.constants'

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const RETRYABLE = new Set<number>(RETRY_STATUSES)

export interface RetryPolicy {
  idempotentRetries: number
  otherRetries: number
  retryStatuses: ReadonlySet<number>
}

export const defaultRetryPolicy: RetryPolicy = {
  idempotentRetries: 1,
  otherRetries: 0,
  retryStatuses: RETRYABLE,
}

type UnauthorizedHandler = (response: Response) => void
let onUnauthorized: UnauthorizedHandler | undefined

/** The session layer registers what a 401 does (sign out, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined) {
  onUnauthorized = handler
}

/** A 401 met outside `httpFetch` (an upload's XMLHttpRequest, for its progress) hands over too. */
export function reportUnauthorized(response: Response) {
  onUnauthorized?.(response)
}

export function requestMethod(input: RequestInfo | URL, init?: RequestInit): string {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  return method.toUpperCase()
}

export function retriesFor(method: string, policy: RetryPolicy = defaultRetryPolicy): number {
  return IDEMPOTENT.has(method) ? policy.idempotentRetries : policy.otherRetries
}

export function createHttpFetch(
  baseFetch: typeof fetch = (...args) => globalThis.fetch(...args),
  policy: RetryPolicy = defaultRetryPolicy,
) {
  return async function httpFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const method = requestMethod(input, init)
    let attemptsLeft = retriesFor(method, policy)
    // A Request body can be read once: keep a pristine copy for the retry.
    const replay = input instanceof Request ? input.clone() : undefined
    let response = await baseFetch(input, init)
    while (policy.retryStatuses.has(response.status) && attemptsLeft > 0) {
      attemptsLeft -= 1
      response = await baseFetch(replay ? replay.clone() : input, init)
    }
    if (response.status === 401) onUnauthorized?.(response)
    return response
  }
}

export const httpFetch = createHttpFetch()

/** JSON over `httpFetch`; a non-2xx answer throws an `HttpError` with the server's message. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await httpFetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String((body as { message: unknown }).message)
        : response.statusText
    throw new HttpError(response.status, message)
  }
  return body as T
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
