import { afterEach, describe, expect, it, vi } from 'vitest'
import { RETRY_STATUSES } from '../../app.config'
import { createHttpFetch, setUnauthorizedHandler } from './http'

function fakeFetch(statuses: number[]) {
  const calls: string[] = []
  const fn = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.method ?? 'GET')
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200
    return new Response(null, { status })
  })
  return { fn: fn as unknown as typeof fetch, calls }
}

afterEach(() => setUnauthorizedHandler(undefined))

describe('httpFetch retry rule (spec §8)', () => {
  it.each([...RETRY_STATUSES])('retries an idempotent GET once on %i', async (status) => {
    const { fn, calls } = fakeFetch([status, 200])
    const response = await createHttpFetch(fn)('/x')
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(2)
  })

  it('retries a GET only once even when the retry fails too', async () => {
    const { fn, calls } = fakeFetch([503, 503, 200])
    const response = await createHttpFetch(fn)('/x')
    expect(response.status).toBe(503)
    expect(calls).toHaveLength(2)
  })

  it.each(['POST', 'PATCH'])('never retries %s', async (method) => {
    const { fn, calls } = fakeFetch([503, 200])
    const response = await createHttpFetch(fn)('/x', { method })
    expect(response.status).toBe(503)
    expect(calls).toHaveLength(1)
  })

  it.each([400, 401, 403, 404, 501])('does not retry on %i', async (status) => {
    const { fn, calls } = fakeFetch([status, 200])
    await createHttpFetch(fn)('/x')
    expect(calls).toHaveLength(1)
  })

  it('replays a Request body on retry', async () => {
    const bodies: string[] = []
    const base = (async (input: RequestInfo | URL) => {
      bodies.push(await (input as Request).text())
      return new Response(null, { status: bodies.length === 1 ? 502 : 200 })
    }) as typeof fetch
    const request = new Request('http://localhost/x', { method: 'PUT', body: 'payload' })
    const response = await createHttpFetch(base)(request)
    expect(response.status).toBe(200)
    expect(bodies).toEqual(['payload', 'payload'])
  })

  it('hands a 401 to the unauthorized handler', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    const { fn } = fakeFetch([401])
    await createHttpFetch(fn)('/x')
    expect(handler).toHaveBeenCalledOnce()
  })
})
