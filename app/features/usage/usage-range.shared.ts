/**
 * The date ranges of `/usageSituation` and its CSV export. Days are Japan calendar days (the
 * billing month is Japan's too, app/server/ledger/plan-grants.server.ts): a range runs from
 * 00:00 JST of `from` to 00:00 JST after `to`. Pure: shared by the page (which reads the URL)
 * and the server (which queries the range).
 */
import { z } from 'zod'
import {
  addJapanDays,
  isJapanDate,
  japanDate,
  japanDayCount,
  japanDaysBetween,
  japanMidnight,
} from '#app/lib/japan-day.shared'

export const USAGE_PRESETS = ['this-month', 'last-month', 'last-7', 'last-30', 'last-90'] as const
export type UsagePreset = (typeof USAGE_PRESETS)[number]
export const DEFAULT_USAGE_PRESET: UsagePreset = 'this-month'
/** A year and a day: long enough to compare a whole year, short enough to chart by day. */
export const USAGE_RANGE_MAX_DAYS = 366

/** Every day from `from` to `to`, both included. */
export const daysBetween = japanDaysBetween

export interface UsageRange {
  from: string
  to: string
  /** `custom` for a range typed in. */
  preset: UsagePreset | 'custom'
}

export function presetRange(preset: UsagePreset, now: Date): UsageRange {
  const today = japanDate(now)
  const monthStart = `${today.slice(0, 7)}-01`
  switch (preset) {
    case 'this-month':
      return { preset, from: monthStart, to: today }
    case 'last-month': {
      const lastDay = addJapanDays(monthStart, -1)
      return { preset, from: `${lastDay.slice(0, 7)}-01`, to: lastDay }
    }
    default: {
      const days = Number(preset.slice('last-'.length))
      return { preset, from: addJapanDays(today, -(days - 1)), to: today }
    }
  }
}

/** Field errors are i18n keys (usage.errors.*), shown beside the field they name. */
export const customRangeSchema = z
  .object({
    from: z.string().refine(isJapanDate, 'usage.errors.invalidDate'),
    to: z.string().refine(isJapanDate, 'usage.errors.invalidDate'),
  })
  .superRefine((range, context) => {
    if (!isJapanDate(range.from) || !isJapanDate(range.to)) return
    if (range.from > range.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'usage.errors.toBeforeFrom' })
    } else if (japanDayCount(range.from, range.to) > USAGE_RANGE_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'usage.errors.tooLong' })
    }
  })

export type UsageRangeResult =
  | { ok: true; range: UsageRange }
  | { ok: false; from: string; to: string; fieldErrors: { from?: string; to?: string } }

/**
 * The range a URL asks for: `?from=&to=` (validated), else `?preset=` (unknown presets fall back
 * to this month rather than failing), else this month.
 */
export function resolveUsageRange(
  search: { preset?: unknown; from?: unknown; to?: unknown },
  now: Date,
): UsageRangeResult {
  if (search.from !== undefined || search.to !== undefined) {
    const from = typeof search.from === 'string' ? search.from : ''
    const to = typeof search.to === 'string' ? search.to : ''
    const parsed = customRangeSchema.safeParse({ from, to })
    if (parsed.success) return { ok: true, range: { preset: 'custom', ...parsed.data } }
    const fieldErrors: { from?: string; to?: string } = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'from' ? 'from' : 'to'
      fieldErrors[key] ??= issue.message
    }
    return { ok: false, from, to, fieldErrors }
  }
  const preset = USAGE_PRESETS.find((option) => option === search.preset) ?? DEFAULT_USAGE_PRESET
  return { ok: true, range: presetRange(preset, now) }
}

/** The instants a range covers: [start, end). */
export function rangeInstants(range: { from: string; to: string }): { start: Date; end: Date } {
  return { start: japanMidnight(range.from), end: japanMidnight(addJapanDays(range.to, 1)) }
}
