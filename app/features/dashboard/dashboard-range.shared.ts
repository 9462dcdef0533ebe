/**
 * The dashboards' date ranges and day series. Days are Japan (Asia/Tokyo) calendar days, like
 * /usageSituation, billing and the usage rollups (db/schema/usage-rollups.ts), so the charts of
 * messages and of tokens line up with every other usage figure. The routes put this module in
 * every page's first load, so a range's days come from `lastJapanDays` (app/lib/japan-day.shared.ts,
 * with its time-zone library) instead. Pure: shared by the server (which queries the range) and
 * the page (which parses `?days=`).
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
