import { describe, expect, it } from 'vitest'
import { parseSse } from './sse.shared'

function streamOf(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

async function all(chunks: (string | Uint8Array)[]) {
  const messages: { event: string; data: unknown }[] = []
  for await (const { event, data } of parseSse(streamOf(chunks))) messages.push({ event, data })
  return messages
}

describe('parseSse', () => {
  it('splits events however the bytes arrive, skipping comments', async () => {
    const text =
      'event: thread\ndata: {"threadId":"t1"}\n\n: keep-alive\n\nevent: delta\ndata: {"text":"こんにちは"}\n\nevent: done\ndata: {"status":"complete"}\n\n'
    const expected = [
      { event: 'thread', data: { threadId: 't1' } },
      { event: 'delta', data: { text: 'こんにちは' } },
      { event: 'done', data: { status: 'complete' } },
    ]
    expect(await all([text])).toEqual(expected)
    // One byte at a time: multi-byte characters are cut between chunks.
    const bytes = new TextEncoder().encode(text)
    expect(await all([...bytes].map((byte) => new Uint8Array([byte])))).toEqual(expected)
  })

  it('accepts CRLF line endings and multi-line data; drops an event cut off before its blank line', async () => {
    expect(
      await all(['event: a\r\ndata: 1\r\n\r\ndata: line1\ndata: line2\n\nevent: b\ndata: {"x":2}']),
    ).toEqual([
      { event: 'a', data: 1 },
      { event: 'message', data: 'line1\nline2' },
    ])
  })

  it('keeps the data as sent beside the parsed value', async () => {
    const messages = []
    for await (const message of parseSse(streamOf(['data: [DONE]\n\nevent: delta\ndata: {"text":"a"}\n\n'])))
      messages.push(message)
    expect(messages).toEqual([
      { event: 'message', data: '[DONE]', raw: '[DONE]' },
      { event: 'delta', data: { text: 'a' }, raw: '{"text":"a"}' },
    ])
  })
})
