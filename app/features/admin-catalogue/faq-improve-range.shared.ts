/** The periods the console's "questions to improve" offers, in days (server and page agree). */
export const IMPROVE_RANGE_DAYS = [7, 30, 90] as const
export type ImproveRangeDays = (typeof IMPROVE_RANGE_DAYS)[number]
export const DEFAULT_IMPROVE_DAYS: ImproveRangeDays = 30

/** A period the list offers, or the default one. */
export function improveRangeDays(value: unknown): ImproveRangeDays {
  return IMPROVE_RANGE_DAYS.find((days) => days === Number(value)) ?? DEFAULT_IMPROVE_DAYS
}
