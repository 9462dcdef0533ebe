import { describe, expect, it } from 'vitest'
import { readCappedBody } from './capped-body.server'

function streamed(parts: Uint8Array[], headers: Record<string, string> = {}) {
  let pulled = 0
  let cancelled = false
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const part = parts[pulled]
        pulled += 1
        if (part) controller.enqueue(part)
        else controller.close()
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  // Node needs `duplex` for a streamed body; the DOM's RequestInit type does not know it yet.
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body, headers, duplex: 'half' }
  const request = new Request('http://localhost/upload', init)
  return { request, pulled: () => pulled, cancelled: () => cancelled }
}

describe('readCappedBody', () => {
  it('returns the whole body when it is within the limit', async () => {
    const { request } = streamed([new Uint8Array([1, 2]), new Uint8Array([3])])
    const body = await readCappedBody(request, 3)
    expect(body).toEqual({ ok: true, bytes: new Uint8Array([1, 2, 3]) })
  })

  it('refuses a declared length over the limit without reading the body', async () => {
    const { request, pulled } = streamed([new Uint8Array(10)], { 'content-length': '1000' })
    expect(await readCappedBody(request, 100)).toEqual({ ok: false, bytes: 1000 })
    expect(pulled()).toBe(0)
  })

  it('stops reading and cancels the stream as soon as the body passes the limit', async () => {
    const parts = [new Uint8Array(60), new Uint8Array(60), new Uint8Array(60)]
    const stream = streamed(parts)
    expect(await readCappedBody(stream.request, 100)).toEqual({ ok: false, bytes: 120 })
    expect(stream.cancelled()).toBe(true)
    expect(stream.pulled()).toBeLessThan(parts.length + 1)
  })

  it('reads an empty body as no bytes', async () => {
    const request = new Request('http://localhost/upload', { method: 'POST' })
    expect(await readCappedBody(request, 10)).toEqual({ ok: true, bytes: new Uint8Array(0) })
  })
})
