/** Test helper: runs a chat turn to its end and sorts the events. */
import type { ChatReplyEvent } from '../stream-chat-reply.server'

export interface CollectedReply {
  events: ChatReplyEvent[]
  deltas: string[]
  /** Milliseconds since the start at which each delta arrived. */
  deltaTimes: number[]
  usage: Extract<ChatReplyEvent, { type: 'usage' }>
  finish: Extract<ChatReplyEvent, { type: 'finish' }>
}

export async function collectReply(
  events: AsyncIterable<ChatReplyEvent>,
  onDelta?: (text: string, index: number) => void,
): Promise<CollectedReply> {
  const started = performance.now()
  const all: ChatReplyEvent[] = []
  const deltas: string[] = []
  const deltaTimes: number[] = []
  for await (const event of events) {
    all.push(event)
    if (event.type === 'text-delta') {
      deltas.push(event.text)
      deltaTimes.push(performance.now() - started)
      onDelta?.(event.text, deltas.length - 1)
    }
  }
  const usage = all.find((event) => event.type === 'usage')
  const finish = all.find((event) => event.type === 'finish')
  if (usage?.type !== 'usage' || finish?.type !== 'finish')
    throw new Error('the turn ended without usage and finish')
  return { events: all, deltas, deltaTimes, usage, finish }
}
