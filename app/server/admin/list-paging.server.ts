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
