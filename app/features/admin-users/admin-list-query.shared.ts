/**
 * The paging of the console's lists (/admin/users, /admin/plans, /admin/applications), read from
 * the URL by the route and again by the server. Plain checks, no zod: route options ship in
 * every page's first load.
 */
/** Server-side paging of a console list: page from 0, a bounded page size, a known sort column. */
export interface ListQuery<Sort extends string> {
  page: number
  size: number
  sort: Sort
  dir: 'asc' | 'desc'
  q: string
}

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

/**
 * Reads paging from query parameters; anything unknown falls back to the default instead of an
 * error, so a hand-edited URL still shows a list.
 */
export function readListQuery<Sort extends string>(
  search: Record<string, unknown>,
  sorts: readonly Sort[],
  defaultSort: Sort,
): ListQuery<Sort> {
  // Only numbers and strings: Number() of an object without a prototype throws.
  const number = (value: unknown) =>
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  const page = number(search.page)
  const size = number(search.size)
  const sort = sorts.find((candidate) => candidate === search.sort) ?? defaultSort
  // A NUL character cannot be searched for (the database refuses it in text): it is dropped.
  const q = typeof search.q === 'string' ? search.q.replaceAll('\u0000', '').trim().slice(0, 200) : ''
  return {
    page: Number.isInteger(page) && page >= 0 && page < 1_000_000 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort,
    dir: search.dir === 'desc' ? 'desc' : 'asc',
    q,
  }
}

/**
 * The search as the URL keeps it: without the values that are defaults anyway, so `/admin/users`
 * stays `/admin/users` (a validator that added them would redirect every plain link).
 */
export function compactListSearch<T extends ListQuery<string>>(
  search: T,
  defaultSort: T['sort'],
): Partial<T> {
  const compact: Partial<T> = { ...search }
  if (search.page === 0) delete compact.page
  if (search.size === DEFAULT_PAGE_SIZE) delete compact.size
  if (search.sort === defaultSort) delete compact.sort
  if (search.dir === 'asc') delete compact.dir
  if (search.q === '') delete compact.q
  return compact
}

/**
 * The search of a list with no filters of its own (/admin/plans, /admin/applications): `read`
 * with the defaults filled in (the server's and the page's), `validate` for the route (defaults
 * left out of the URL).
 */
export function plainListSearch<Sort extends string>(sorts: readonly Sort[], defaultSort: Sort) {
  const read = (search: Record<string, unknown>): ListQuery<Sort> => readListQuery(search, sorts, defaultSort)
  const validate = (search: object): Partial<ListQuery<Sort>> =>
    compactListSearch(read(search as Record<string, unknown>), defaultSort)
  return { read, validate }
}
