/**
 * The page, order and search text a console list asks the server for. Plain checks (no zod):
 * the console's route modules import this type and its defaults.
 */
export interface ListQuery {
  /** 0-based. */
  pageIndex: number
  pageSize: number
  /** A column id the list knows; anything else sorts by the list's default. */
  sortBy?: string
  sortDesc?: boolean
  /** Search text: matched as a substring, case-insensitively. */
  q?: string
}

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

export interface Page<T> {
  rows: T[]
  /** Rows matching the filter, over all pages. */
  total: number
}

/** Clamps a list query to what the server serves (at most 100 rows a page). */
export function normaliseListQuery(input: Partial<ListQuery> | undefined): ListQuery {
  const pageIndex =
    Number.isInteger(input?.pageIndex) && (input?.pageIndex ?? 0) >= 0 ? (input?.pageIndex ?? 0) : 0
  const size = input?.pageSize ?? DEFAULT_PAGE_SIZE
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE
  const q = typeof input?.q === 'string' ? input.q.trim().slice(0, 200) : ''
  return {
    pageIndex,
    pageSize,
    sortBy: typeof input?.sortBy === 'string' ? input.sortBy : undefined,
    sortDesc: input?.sortDesc === true,
    ...(q && { q }),
  }
}

export { containsText } from '../text-search.server'
