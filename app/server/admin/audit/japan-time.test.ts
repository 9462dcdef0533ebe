import { describe, expect, it } from 'vitest'
import { japanDayEnd, japanDayStart, startOfJapanDay, startOfJapanMonth } from './japan-time'

describe('Japan days and months', () => {
  it('starts the day and month at midnight Japan time', () => {
    // 23:30 UTC on 31 July is 08:30 on 1 August in Japan.
    const at = new Date('2026-07-31T23:30:00Z')
    expect(startOfJapanDay(at).toISOString()).toBe('2026-07-31T15:00:00.000Z')
    expect(startOfJapanMonth(at).toISOString()).toBe('2026-07-31T15:00:00.000Z')
    expect(startOfJapanMonth(new Date('2026-01-10T00:00:00Z')).toISOString()).toBe('2025-12-31T15:00:00.000Z')
  })

  it('reads YYYY-MM-DD as a Japan day, refusing dates that do not exist', () => {
    expect(japanDayStart('2026-03-01')?.toISOString()).toBe('2026-02-28T15:00:00.000Z')
    expect(japanDayEnd('2026-03-01')?.toISOString()).toBe('2026-03-01T15:00:00.000Z')
    expect(japanDayStart('2026-02-29')).toBeUndefined()
    expect(japanDayStart('2026-13-01')).toBeUndefined()
    expect(japanDayStart('1/2/2026')).toBeUndefined()
  })
})
