import { describe, expect, it } from 'vitest'
import {
  addJapanDays,
  isJapanDate,
  japanDate,
  japanDateTime,
  japanDayEnd,
  japanDayStart,
  japanDaysBetween,
  japanMidnight,
  japanMonth,
  lastJapanDays,
  startOfJapanDay,
  startOfJapanMonth,
} from './japan-day.shared'

describe('Japan days', () => {
  it('reads an instant on the Japan wall clock', () => {
    // 23:30:05 UTC on 28 February is 08:30:05 on 1 March in Japan.
    const at = new Date('2026-02-28T23:30:05.123Z')
    expect(japanDateTime(at)).toBe('2026-03-01 08:30:05')
    expect(japanDate(at)).toBe('2026-03-01')
    expect(japanMonth(at)).toBe('2026-03')
    expect(japanDate(new Date('2026-02-28T14:59:59.999Z'))).toBe('2026-02-28')
    expect(japanDate(new Date('2026-02-28T15:00:00Z').getTime())).toBe('2026-03-01')
    expect(japanMonth(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01')
  })

  it('starts the day and month at midnight Japan time', () => {
    // 23:30 UTC on 31 July is 08:30 on 1 August in Japan.
    const at = new Date('2026-07-31T23:30:00Z')
    expect(startOfJapanDay(at).toISOString()).toBe('2026-07-31T15:00:00.000Z')
    expect(startOfJapanMonth(at).toISOString()).toBe('2026-07-31T15:00:00.000Z')
    expect(startOfJapanMonth(new Date('2026-01-10T00:00:00Z')).toISOString()).toBe('2025-12-31T15:00:00.000Z')
    expect(startOfJapanDay(new Date('2026-03-01T14:59:59Z')).toISOString()).toBe('2026-02-28T15:00:00.000Z')
  })

  it('reads YYYY-MM-DD as a Japan day, refusing dates that do not exist', () => {
    expect(japanMidnight('2026-03-01').toISOString()).toBe('2026-02-28T15:00:00.000Z')
    expect(Number.isNaN(japanMidnight('1/2/2026').getTime())).toBe(true)
    expect(japanDayStart('2026-03-01')?.toISOString()).toBe('2026-02-28T15:00:00.000Z')
    expect(japanDayEnd('2026-03-01')?.toISOString()).toBe('2026-03-01T15:00:00.000Z')
    expect(japanDayEnd('2026-12-31')?.toISOString()).toBe('2026-12-31T15:00:00.000Z')
    expect(japanDayStart('2028-02-29')?.toISOString()).toBe('2028-02-28T15:00:00.000Z')
    for (const wrong of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '1/2/2026']) {
      expect(isJapanDate(wrong)).toBe(false)
      expect(japanDayStart(wrong)).toBeUndefined()
      expect(japanDayEnd(wrong)).toBeUndefined()
    }
  })

  it('adds days across months, leap days and years', () => {
    expect(addJapanDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addJapanDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addJapanDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addJapanDays('2026-03-01', -29)).toBe('2026-01-31')
    expect(addJapanDays('2026-03-01', 0)).toBe('2026-03-01')
    expect(addJapanDays('2025-01-01', 365)).toBe('2026-01-01')
  })

  it('lists the days of a range, both ends included', () => {
    expect(japanDaysBetween('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
    expect(japanDaysBetween('2026-03-01', '2026-03-01')).toEqual(['2026-03-01'])
    expect(japanDaysBetween('2026-03-02', '2026-03-01')).toEqual([])
    expect(japanDaysBetween('2025-01-01', '2025-12-31')).toHaveLength(365)
  })

  it('ends the last days today (Japan time) and starts them at Japan midnight, across a month end', () => {
    // 23:30 UTC on 2 March is already 08:30 on 3 March in Tokyo.
    const range = lastJapanDays(new Date('2025-03-02T23:30:00Z'), 3)
    expect(range.days).toEqual(['2025-03-01', '2025-03-02', '2025-03-03'])
    expect(range.from.toISOString()).toBe('2025-02-28T15:00:00.000Z')
    // 23:30 in Tokyo is still the same Japan day.
    expect(lastJapanDays(new Date('2025-03-02T23:30:00+09:00'), 3).days).toEqual([
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ])
    expect(lastJapanDays(new Date('2025-03-31T00:00:00Z'), 90).days).toHaveLength(90)
  })

  it('gives the same days whatever zone the machine runs in', () => {
    const machineZone = process.env.TZ
    try {
      for (const zone of ['America/New_York', 'Europe/London', 'Pacific/Chatham', 'UTC']) {
        // Node reads TZ again when it is assigned.
        process.env.TZ = zone
        // The days of the machine's own daylight saving changes are where offsets go wrong.
        for (const day of [
          '2026-03-08',
          '2026-03-29',
          '2026-04-05',
          '2026-09-27',
          '2026-10-25',
          '2026-11-01',
        ]) {
          const midnight = new Date(`${day}T00:00:00+09:00`)
          expect(japanDayStart(day)?.toISOString()).toBe(midnight.toISOString())
          expect(addJapanDays(day, 1)).toBe(japanDate(midnight.getTime() + 86_400_000))
          expect(startOfJapanDay(midnight.getTime() + 3_600_000)).toEqual(midnight)
        }
      }
    } finally {
      if (machineZone === undefined) delete process.env.TZ
      else process.env.TZ = machineZone
    }
  })
})
