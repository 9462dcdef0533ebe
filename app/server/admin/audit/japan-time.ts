/**
 * Japan days and months as instants. The console counts in Japan time, like billing
 * (app/server/ledger/plan-grants.server.ts); JST is UTC+9 all year, so a fixed offset is exact.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

function japanParts(at: Date) {
  const shifted = new Date(at.getTime() + JST_OFFSET_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() }
}

/** 00:00 Japan time of `at`'s Japan day. */
export function startOfJapanDay(at: Date): Date {
  const { year, month, day } = japanParts(at)
  return new Date(Date.UTC(year, month, day) - JST_OFFSET_MS)
}

/** 00:00 Japan time of the first day of `at`'s Japan month. */
export function startOfJapanMonth(at: Date): Date {
  const { year, month } = japanParts(at)
  return new Date(Date.UTC(year, month, 1) - JST_OFFSET_MS)
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `YYYY-MM-DD` as the instant its Japan day starts; undefined when it is not a real date. */
export function japanDayStart(date: string): Date | undefined {
  const match = DATE.exec(date)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const utc = new Date(Date.UTC(year, month, day))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month || utc.getUTCDate() !== day)
    return undefined
  return new Date(utc.getTime() - JST_OFFSET_MS)
}

/** The instant after `date`'s Japan day ends (an exclusive upper bound). */
export function japanDayEnd(date: string): Date | undefined {
  const start = japanDayStart(date)
  return start && new Date(start.getTime() + DAY_MS)
}
