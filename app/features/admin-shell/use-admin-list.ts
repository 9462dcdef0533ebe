/**
 * The page half of a console list of records (/admin/users, /admin/plans, /admin/applications):
 * the URL's search read with its defaults, the list query, and what the view needs to page,
 * search and refetch after a change.
 */
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useInvalidateQueries } from '../admin-users/use-invalidate-queries'
import { useSearchPatch } from '../admin-users/use-search-patch'

type ListResult = { ok: true; data: unknown } | { ok: false }

export interface AdminListOptions<S, R extends ListResult, K extends QueryKey> {
  /** The URL's search (defaults left out). */
  search: Partial<S>
  onSearchChange: (search: Partial<S>) => void
  /** The search with its defaults, and back to what the URL keeps. */
  read: (search: Partial<S>) => S
  compact: (search: S) => Partial<S>
  query: (search: S) => UseQueryOptions<R, Error, R, K>
  /** The lists a change may alter (their query keys' first part). */
  refetch: readonly string[]
}

/** The view's props: the page of data (undefined when signed out), its search and its handlers. */
export function useAdminList<S extends object, R extends ListResult, K extends QueryKey>({
  search: routeSearch,
  onSearchChange,
  read,
  compact,
  query,
  refetch,
}: AdminListOptions<S, R, K>) {
  const search = read(routeSearch)
  const onChanged = useInvalidateQueries(refetch)
  // The previous page stays on screen (dimmed) while the next one loads.
  const { data, isFetching } = useQuery({ ...query(search), placeholderData: keepPreviousData })
  const patch = useSearchPatch(search, (next) => onSearchChange(compact(next)))
  if (!data?.ok) return undefined
  return {
    data: data.data as Extract<R, { ok: true }>['data'],
    search,
    onSearchChange: patch,
    loading: isFetching,
    onChanged,
  }
}

/** A list view's props: what useAdminList gives (the page's data, search, paging, refetch) and the page's calls. */
export interface AdminListViewProps<D, S, A> {
  data: D
  search: S
  /** Merged by the page into the latest search (paging may send two changes in one event). */
  onSearchChange: (patch: Partial<S>) => void
  actions: A
  /** After a change: the page refetches the list. */
  onChanged: () => void
  loading?: boolean
}
