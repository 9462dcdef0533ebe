/**
 * Japan days: the calendar the product counts in (billing, usage, dashboards, the console), in
 * the browser and on the server alike. Every wall-clock reading goes through `TZDate` in
 * Asia/Tokyo rather than an offset added by hand; SQL says `AT TIME ZONE 'Asia/Tokyo'` itself.
 * Days are `YYYY-MM-DD` strings, instants are `Date`s.
 */
import { TZDate } from '@date-fns/tz'

export const JAPAN_TIME_ZONE = 'Asia/Tokyo'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function inJapan(at: Date | number): TZDate {
  return new TZDate(+at, JAPAN_TIME_ZONE)
}

/** 00:00 in Japan of a year, month (0-based) and day; days past the month's end roll over. */
function japanMidnightOf(year: number, month: number, day: number): Date {
  return new Date(+new TZDate(year, month, day, JAPAN_TIME_ZONE))
}

/** `2026-03-01 08:30:05`: the Japan wall clock of an instant, to the second. */
export function japanDateTime(at: Date | number): string {
  // TZDate's ISO string is the wall clock in the zone (`2026-03-01T08:30:05.123+09:00`).
  return inJapan(at).toISOString().slice(0, 19).replace('T', ' ')
}

/** The Japan calendar day of an instant, `YYYY-MM-DD`. */
export function japanDate(at: Date | number): string {
  return inJapan(at).toISOString().slice(0, 10)
}

/** The Japan month of an instant, `YYYY-MM`. */
export function japanMonth(at: Date | number): string {
  return inJapan(at).toISOString().slice(0, 7)
}

/** 00:00 Japan time of `at`'s Japan day. */
export function startOfJapanDay(at: Date | number): Date {
  const japan = inJapan(at)
  return japanMidnightOf(japan.getFullYear(), japan.getMonth(), japan.getDate())
}

/** 00:00 Japan time of the first day of `at`'s Japan month. */
export function startOfJapanMonth(at: Date | number): Date {
  const japan = inJapan(at)
  return japanMidnightOf(japan.getFullYear(), japan.getMonth(), 1)
}

/** 00:00 Japan time of the first day of the Japan month after `at`'s: when monthly caps reset. */
export function startOfNextJapanMonth(at: Date | number): Date {
  const japan = inJapan(at)
  return japanMidnightOf(japan.getFullYear(), japan.getMonth() + 1, 1)
}

/** `YYYY-MM-DD` as year, 0-based month and day; NaNs when it is not in that shape. */
function dateParts(date: string): [number, number, number] {
  const match = DATE.exec(date)
  return match
    ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
    : [Number.NaN, Number.NaN, Number.NaN]
}

/**
 * The instant 00:00 Japan time of a `YYYY-MM-DD` day (an invalid Date when the text is not in
 * that shape). Unchecked: validate typed-in dates with `isJapanDate` or `japanDayStart`.
 */
export function japanMidnight(date: string): Date {
  return japanMidnightOf(...dateParts(date))
}

/** Whether `value` is `YYYY-MM-DD` and a day the calendar has (no 30 February). */
export function isJapanDate(value: string): boolean {
  const midnight = japanMidnight(value)
  return !Number.isNaN(midnight.getTime()) && japanDate(midnight) === value
}

/** The instant 00:00 Japan time of `date` starts; undefined when it is not a real date. */
export function japanDayStart(date: string): Date | undefined {
  return isJapanDate(date) ? japanMidnight(date) : undefined
}

/** The instant after `date`'s Japan day ends (an exclusive upper bound). */
export function japanDayEnd(date: string): Date | undefined {
  return isJapanDate(date) ? japanMidnight(addJapanDays(date, 1)) : undefined
}

/** The day `days` after `date` (before, when negative), across months and years. */
export function addJapanDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date)
  return japanDate(japanMidnightOf(year, month, day + days))
}

/** How many days `from` to `to` covers, both included (0 or less when `to` comes first). */
export function japanDayCount(from: string, to: string): number {
  // Japan keeps no daylight saving time: every one of its days since 1951 lasts 24 hours.
  return Math.round((japanMidnight(to).getTime() - japanMidnight(from).getTime()) / 86_400_000) + 1
}

/** The last `count` Japan days ending with `today`'s, oldest first, and the instant the first starts. */
export function lastJapanDays(today: Date | number, count: number): { from: Date; days: string[] } {
  const last = japanDate(today)
  const first = addJapanDays(last, -(count - 1))
  return { from: japanMidnight(first), days: japanDaysBetween(first, last) }
}

/** Every day from `from` to `to`, both included; none when `to` comes before `from`. */
export function japanDaysBetween(from: string, to: string): string[] {
  const days: string[] = []
  if (!isJapanDate(from) || !isJapanDate(to)) return days
  // Valid `YYYY-MM-DD` days sort as text in calendar order.
  for (let day = from; day <= to; day = addJapanDays(day, 1)) days.push(day)
  return days
}
