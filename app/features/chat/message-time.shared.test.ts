import { describe, expect, it } from 'vitest'
import { formatMessageTime } from './message-time.shared'

describe('formatMessageTime', () => {
  it('shows Japan time, labelled, in both languages', () => {
    expect(formatMessageTime('2026-07-01T20:01:00.000Z')).toBe('2026-07-02 05:01 JST')
  })

  it("follows the user's zone", () => {
    expect(formatMessageTime('2026-07-01T20:01:00.000Z', 'UTC')).toBe('2026-07-01 20:01 UTC')
  })

  it('formats nothing for an invalid value', () => {
    expect(formatMessageTime('not a date')).toBe('')
  })
})
