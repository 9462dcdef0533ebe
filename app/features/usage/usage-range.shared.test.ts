import { describe, expect, it } from 'vitest'
import { japanDate } from '#app/lib/japan-day.shared'
import { daysBetween, presetRange, rangeInstants, resolveUsageRange } from './usage-range.shared'

// 2026-03-01 08:30 JST is still 2026-02-28 in UTC: the Japan day decides.
const now = new Date('2026-02-28T23:30:00Z')

describe('usage ranges', () => {
  it('uses the Japan calendar day', () => {
    expect(japanDate(now)).toBe('2026-03-01')
    expect(rangeInstants({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      start: new Date('2026-02-28T15:00:00Z'),
      end: new Date('2026-03-01T15:00:00Z'),
    })
  })

  it('resolves the presets', () => {
    expect(presetRange('this-month', now)).toEqual({
      preset: 'this-month',
      from: '2026-03-01',
      to: '2026-03-01',
    })
    expect(presetRange('last-month', now)).toEqual({
      preset: 'last-month',
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(presetRange('last-7', now)).toEqual({ preset: 'last-7', from: '2026-02-23', to: '2026-03-01' })
    expect(presetRange('last-month', new Date('2026-01-10T00:00:00Z'))).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    })
  })

  it('reads the URL: custom range, preset, or this month', () => {
    expect(resolveUsageRange({ from: '2026-01-05', to: '2026-01-31' }, now)).toEqual({
      ok: true,
      range: { preset: 'custom', from: '2026-01-05', to: '2026-01-31' },
    })
    expect(resolveUsageRange({ preset: 'last-30' }, now)).toMatchObject({
      ok: true,
      range: { preset: 'last-30' },
    })
    expect(resolveUsageRange({ preset: 'bogus' }, now)).toMatchObject({
      ok: true,
      range: { preset: 'this-month' },
    })
    expect(resolveUsageRange({}, now)).toMatchObject({ ok: true, range: { preset: 'this-month' } })
  })

  it('names the bad field of a custom range', () => {
    expect(resolveUsageRange({ from: '2026-02-30', to: '2026-03-01' }, now)).toEqual({
      ok: false,
      from: '2026-02-30',
      to: '2026-03-01',
      fieldErrors: { from: 'usage.errors.invalidDate' },
    })
    expect(resolveUsageRange({ from: '2026-03-02', to: '2026-03-01' }, now)).toMatchObject({
      ok: false,
      fieldErrors: { to: 'usage.errors.toBeforeFrom' },
    })
    expect(resolveUsageRange({ from: '2024-01-01', to: '2026-01-01' }, now)).toMatchObject({
      ok: false,
      fieldErrors: { to: 'usage.errors.tooLong' },
    })
    expect(resolveUsageRange({ to: '2026-01-01' }, now)).toMatchObject({
      ok: false,
      fieldErrors: { from: 'usage.errors.invalidDate' },
    })
  })

  it('lists the days of a range', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
  })
})
