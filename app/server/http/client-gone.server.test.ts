import { describe, expect, it } from 'vitest'
import { CLIENT_CLOSED_REQUEST, quietWhenClientGone } from './client-gone.server'

/** What Node's HTTP server gives a body read when the connection closes first. */
const abortedBody = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' })

describe('quietWhenClientGone', () => {
  it('answers 499 when the client left, whether its signal or its body says so', async () => {
    const left = new AbortController()
    left.abort()
    const throwing = quietWhenClientGone(async () => {
      throw new DOMException('the request was aborted', 'AbortError')
    })
    expect((await throwing(new Request('http://x/', { signal: left.signal }))).status).toBe(
      CLIENT_CLOSED_REQUEST,
    )
    const reading = quietWhenClientGone(async () => {
      throw abortedBody()
    })
    expect((await reading(new Request('http://x/', { method: 'POST', body: '{' }))).status).toBe(
      CLIENT_CLOSED_REQUEST,
    )
  })

  it('passes answers through and lets every other failure reach the error handler', async () => {
    const answering = quietWhenClientGone(async () => new Response('ok', { status: 201 }))
    expect((await answering(new Request('http://x/'))).status).toBe(201)
    const failing = quietWhenClientGone(async () => {
      throw Object.assign(new Error('aborted'), { code: 'EOTHER' })
    })
    await expect(failing(new Request('http://x/'))).rejects.toThrow('aborted')
    const left = new AbortController()
    left.abort()
    const faulty = quietWhenClientGone(async () => {
      throw new Error('a real fault')
    })
    await expect(faulty(new Request('http://x/', { signal: left.signal }))).rejects.toThrow('a real fault')
  })
})
