import { describe, expect, it } from 'vitest'
import { fillDays, parseRangeDays } from './dashboard-range.shared'

describe('dashboard range', () => {
  it('accepts 7, 30 and 90 days and falls back to 30 for anything else', () => {
    expect(parseRangeDays('7')).toBe(7)
    expect(parseRangeDays(90)).toBe(90)
    expect(parseRangeDays('31')).toBe(30)
    expect(parseRangeDays('abc')).toBe(30)
    expect(parseRangeDays(undefined)).toBe(30)
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
