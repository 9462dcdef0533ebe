import { describe, expect, it } from 'vitest'
import { formatInstant, resolveTimeZone, timeZoneLabel } from './time'

describe('formatInstant: one time rule (ADR 020)', () => {
  // 20:01 UTC on the 24th is 05:01 on the 25th in Japan: the home/dashboard mismatch of issue 14.
  const instant = '2026-11-24T20:01:00Z'

  it('shows Japan time with its label by default', () => {
    expect(formatInstant(instant)).toBe('2026-11-25 05:01 JST')
    expect(formatInstant(instant, { style: 'date' })).toBe('2026-11-25')
    expect(formatInstant(instant, { style: 'time' })).toBe('05:01 JST')
  })

  it('shows the zone the user chose, labelled', () => {
    expect(formatInstant(instant, { timeZone: 'UTC' })).toBe('2026-11-24 20:01 UTC')
    expect(formatInstant(instant, { timeZone: 'America/New_York' })).toBe('2026-11-24 15:01 EST')
  })

  it('formats nothing for an invalid value and falls back to Japan for unknown zones', () => {
    expect(formatInstant('not a date')).toBe('')
    expect(resolveTimeZone('Mars/Olympus')).toBe('Asia/Tokyo')
    expect(resolveTimeZone(null)).toBe('Asia/Tokyo')
    expect(timeZoneLabel('Asia/Tokyo')).toBe('JST')
  })
})
