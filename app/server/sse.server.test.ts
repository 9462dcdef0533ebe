import { serve } from 'srvx'
import { describe, expect, it } from 'vitest'
import { createSseStream, encodeSse, sseResponse } from './sse.server'

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms))

describe('encodeSse', () => {
  it('frames an event with one JSON data line', () => {
    expect(encodeSse('delta', { text: 'こんにちは' })).toBe('event: delta\ndata: {"text":"こんにちは"}\n\n')
    expect(encodeSse('done', undefined)).toBe('event: done\ndata: null\n\n')
    expect(encodeSse('usage', 42, { id: '7' })).toBe('id: 7\nevent: usage\ndata: 42\n\n')
  })

  it('cannot be broken out of by the payload', () => {
    const frame = encodeSse('delta', { text: 'a\n\nevent: admin\ndata: {"evil":true}\r\n' })
    expect(frame.split('\n\n')).toHaveLength(2)
    expect(frame.match(/^event:/gm)).toHaveLength(1)
    expect(encodeSse('delta', 'x', { id: '1\n\nevent: evil' })).toBe(
      'id: 1event: evil\nevent: delta\ndata: "x"\n\n',
    )
  })

  it.each(['', 'two words', 'line\nbreak', '1starts-with-digit'])('refuses the event name %j', (name) => {
    expect(() => encodeSse(name, {})).toThrow(TypeError)
  })
})

describe('createSseStream', () => {
  it('streams what the producer sends and closes when it returns', async () => {
    const stream = createSseStream(async (send) => {
      send('thread', { id: 't1' })
      await tick()
      send('delta', { text: 'hi' })
    })
    expect(await readAll(stream)).toBe(
      'event: thread\ndata: {"id":"t1"}\n\nevent: delta\ndata: {"text":"hi"}\n\n',
    )
  })

  it('delivers events as they are sent, not at the end', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const reader = createSseStream(async (send) => {
      send('delta', 'first')
      await gate
      send('delta', 'second')
    }).getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('event: delta\ndata: "first"\n\n')
    release()
    const second = await reader.read()
    expect(new TextDecoder().decode(second.value)).toBe('event: delta\ndata: "second"\n\n')
    expect((await reader.read()).done).toBe(true)
  })

  it('ends a failed producer with a bilingual error event and no stack', async () => {
    const failedJa = '応答の送信中にエラーが発生しました。もう一度お試しください。'
    const failedEn = 'Something went wrong while sending the reply. Please try again.'
    const failures: unknown[] = []
    const stream = createSseStream(
      async (send) => {
        send('delta', 'partial')
        throw new Error('database password is hunter2')
      },
      { onError: (error) => failures.push(error) },
    )
    const text = await readAll(stream)
    expect(text).toContain('event: delta\ndata: "partial"\n\n')
    expect(text).toContain(
      `event: error\ndata: ${JSON.stringify({ message: `${failedJa} / ${failedEn}`, messages: { ja: failedJa, en: failedEn } })}`,
    )
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('at ')
    expect(failures).toHaveLength(1)
  })

  it('stops the producer and closes when the client disconnects', async () => {
    const client = new AbortController()
    let producerSignal: AbortSignal | undefined
    let sentAfterDisconnect: boolean | undefined
    const reader = createSseStream(
      async (send, signal) => {
        producerSignal = signal
        send('delta', 'one')
        await new Promise((resolve) => signal.addEventListener('abort', resolve))
        sentAfterDisconnect = send('delta', 'two')
      },
      { signal: client.signal },
    ).getReader()
    await reader.read()
    client.abort()
    expect((await reader.read()).done).toBe(true)
    await tick()
    expect(producerSignal?.aborted).toBe(true)
    expect(sentAfterDisconnect).toBe(false)
  })

  it('stops the producer when the consumer cancels the body', async () => {
    let producerSignal: AbortSignal | undefined
    const stream = createSseStream(async (_send, signal) => {
      producerSignal = signal
      await new Promise((resolve) => signal.addEventListener('abort', resolve))
    })
    await tick()
    await stream.cancel('gone')
    expect(producerSignal?.aborted).toBe(true)
  })

  it('does not run a producer for a client already gone', async () => {
    const client = new AbortController()
    client.abort()
    let signalSeen: AbortSignal | undefined
    const stream = createSseStream(
      (_send, signal) => {
        signalSeen = signal
      },
      { signal: client.signal },
    )
    expect(await readAll(stream)).toBe('')
    expect(signalSeen).toBeUndefined()
  })

  it('sends keep-alive comments while the producer is quiet, and stops them at the end', async () => {
    const stream = createSseStream(
      async () => {
        await tick(120)
      },
      { heartbeatMs: 20 },
    )
    const text = await readAll(stream)
    expect(text.match(/: keep-alive\n\n/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  })
})

describe('sseResponse over a real HTTP server', () => {
  it('answers text/event-stream and notices the client leaving', async () => {
    let producerAborted: Promise<void> | undefined
    const server = serve({
      port: 0,
      hostname: '127.0.0.1',
      silent: true,
      fetch: (request) =>
        sseResponse(
          async (send, signal) => {
            producerAborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve()))
            for (let index = 0; !signal.aborted && index < 1000; index += 1) {
              send('delta', { index })
              await tick(20)
            }
          },
          { signal: request.signal },
        ),
    })
    await server.ready()
    try {
      const client = new AbortController()
      const response = await fetch(server.url ?? '', { signal: client.signal })
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
      const reader = response.body?.getReader()
      const first = await reader?.read()
      expect(new TextDecoder().decode(first?.value)).toContain('event: delta\ndata: {"index":0}')
      client.abort()
      await expect(
        Promise.race([
          producerAborted,
          tick(2000).then(() => Promise.reject(new Error('producer never stopped'))),
        ]),
      ).resolves.toBeUndefined()
    } finally {
      await server.close(true)
    }
  })
})
