import { describe, expect, it } from 'vitest'
import { fillDays, parseRangeDays, rangeDays } from './dashboard-range'

describe('dashboard range', () => {
  it('accepts 7, 30 and 90 days and falls back to 30 for anything else', () => {
    expect(parseRangeDays('7')).toBe(7)
    expect(parseRangeDays(90)).toBe(90)
    expect(parseRangeDays('31')).toBe(30)
    expect(parseRangeDays('abc')).toBe(30)
    expect(parseRangeDays(undefined)).toBe(30)
  })

  it('ends today (Japan time) and starts at Japan midnight of the first day, across a month end', () => {
    // 23:30 UTC on 2 March is already 08:30 on 3 March in Tokyo.
    const range = rangeDays(new Date('2025-03-02T23:30:00Z'), 3)
    expect(range.days).toEqual(['2025-03-01', '2025-03-02', '2025-03-03'])
    expect(range.from.toISOString()).toBe('2025-02-28T15:00:00.000Z')
    // 23:30 in Tokyo is still the same Japan day.
    expect(rangeDays(new Date('2025-03-02T23:30:00+09:00'), 3).days).toEqual([
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ])
    expect(rangeDays(new Date('2025-03-31T00:00:00Z'), 90).days).toHaveLength(90)
  })

  it('fills the quiet days and drops rows outside the range', () => {
    const days = ['2025-03-01', '2025-03-02', '2025-03-03']
    const rows = [
      { day: '2025-03-03', tokens: 5 },
      { day: '2025-02-01', tokens: 99 },
      { day: '2025-03-01', tokens: 1 },
    ]
    expect(fillDays(days, rows, (day) => ({ day, tokens: 0 }))).toEqual([
      { day: '2025-03-01', tokens: 1 },
      { day: '2025-03-02', tokens: 0 },
      { day: '2025-03-03', tokens: 5 },
    ])
  })
})
