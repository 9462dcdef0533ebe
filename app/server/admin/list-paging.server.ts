/** The `page` and `size` fields of a console list's query (built when called, like its schema). */
import { z } from 'zod'

/** A bad page is the first one, a size the list does not offer its default. */
export function pagingFields(sizes: readonly number[], defaultSize: number) {
  return {
    page: z.number().int().min(0).max(1_000_000).default(0).catch(0),
    size: z
      .number()
      .int()
      .refine((value) => sizes.includes(value))
      .default(defaultSize)
      .catch(defaultSize),
  }
}

/** A sorted table's `page`, `pageSize` (up to 100), `sort` and `direction` from URL text, forgiving. */
export function sortedPageFields<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return {
    page: z.coerce.number().int().min(0).max(1_000_000).catch(0),
    pageSize: z.coerce.number().int().min(1).max(100).catch(25),
    sort: z.enum(sorts).catch(defaultSort),
    direction: z.enum(['asc', 'desc']).catch('desc'),
  }
}
