import { describe, expect, it } from 'vitest'
import type { ThreadMessage } from './chat-types.shared'
import { unsettledReplyIn } from './unsettled-reply'

const NOW = Date.parse('2026-12-01T10:00:00Z')
const reply = (status: ThreadMessage['status'], minutesAgo: number) =>
  ({ status, createdAt: new Date(NOW - minutesAgo * 60_000).toISOString() }) as ThreadMessage

describe('unsettledReplyIn', () => {
  it('waits for a reply still streaming on the server', () => {
    expect(unsettledReplyIn([reply('complete', 3), reply('streaming', 0)], NOW)).toBe(true)
  })
  it('stops once every reply has settled, or for none at all', () => {
    for (const status of ['complete', 'aborted', 'failed'] as const)
      expect(unsettledReplyIn([reply(status, 0)], NOW)).toBe(false)
    expect(unsettledReplyIn(undefined, NOW)).toBe(false)
  })
  it('gives up on a reply begun more than ten minutes ago (orphaned by a restart)', () => {
    expect(unsettledReplyIn([reply('streaming', 9)], NOW)).toBe(true)
    expect(unsettledReplyIn([reply('streaming', 11)], NOW)).toBe(false)
  })
})
