/**
 * The dashboards' date ranges and day series. Days are UTC calendar days, the grouping key of
 * usage events (db/schema/chat.ts), so the charts of messages and of tokens line up. Pure:
 * shared by the server (which queries the range) and the page (which parses `?days=`).
 */
export const DASHBOARD_RANGE_DAYS = [7, 30, 90] as const
export type DashboardRangeDays = (typeof DASHBOARD_RANGE_DAYS)[number]
export const DEFAULT_RANGE_DAYS: DashboardRangeDays = 30

export function isRangeDays(value: unknown): value is DashboardRangeDays {
  return DASHBOARD_RANGE_DAYS.some((days) => days === value)
}

/** `?days=` from a URL: anything but 7, 30 or 90 falls back to the default instead of failing. */
export function parseRangeDays(value: unknown): DashboardRangeDays {
  const number = typeof value === 'string' ? Number(value) : value
  return isRangeDays(number) ? number : DEFAULT_RANGE_DAYS
}

const DAY_MS = 24 * 60 * 60 * 1000

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The last `days` UTC days ending today, oldest first, and the instant the first one starts. */
export function rangeDays(today: Date, days: number): { from: Date; days: string[] } {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const from = new Date(midnight - (days - 1) * DAY_MS)
  return {
    from,
    days: Array.from({ length: days }, (_, index) => utcDay(new Date(from.getTime() + index * DAY_MS))),
  }
}

/**
 * One row per day of the range, in order, with `empty(day)` where the database had nothing (a
 * chart of only the days with activity would hide the quiet ones). Rows outside the range drop.
 */
export function fillDays<Row extends { day: string }>(
  days: readonly string[],
  rows: readonly Row[],
  empty: (day: string) => Row,
): Row[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return days.map((day) => byDay.get(day) ?? empty(day))
}
