/**
 * Binds a console list's URL search (page, size, sort, dir) to DataTable's server mode: the
 * table asks, the URL changes, the server answers with that page.
 */
import type { ServerPaging, SortingState } from '../../ui/data-table/data-table'
import type { ListQuery } from './admin-list-query.shared'

export function listPaging<Sort extends string>(
  search: ListQuery<Sort>,
  total: number,
  sorts: readonly Sort[],
  onChange: (patch: Partial<ListQuery<Sort>>) => void,
): ServerPaging {
  return {
    rowCount: total,
    pagination: { pageIndex: search.page, pageSize: search.size },
    onPaginationChange: (next) => onChange({ page: next.pageIndex, size: next.pageSize }),
    sorting: [{ id: search.sort, desc: search.dir === 'desc' }],
    onSortingChange: (next: SortingState) => {
      const [first] = next
      const sort = sorts.find((candidate) => candidate === first?.id)
      // The table cycles asc → desc → none; "none" goes back to the list's own order.
      onChange(sort ? { sort, dir: first?.desc ? 'desc' : 'asc' } : { sort: sorts[0], dir: 'asc' })
    },
  }
}

export interface OptionalPaging {
  page?: number
  size?: number
}

/**
 * Paging kept in the URL as optional values (tenants, purchases, grants, audit log): the first
 * page and the default size are left out. `firstPage` is the URL's number for the first page.
 */
export function optionalPaging(
  total: number,
  current: OptionalPaging,
  defaults: { size: number; firstPage: 0 | 1 },
  onChange: (paging: OptionalPaging) => void,
): ServerPaging {
  const { size, firstPage } = defaults
  return {
    rowCount: total,
    pagination: { pageIndex: (current.page ?? firstPage) - firstPage, pageSize: current.size ?? size },
    onPaginationChange: ({ pageIndex, pageSize }) =>
      onChange({
        page: pageIndex > 0 ? pageIndex + firstPage : undefined,
        size: pageSize === size ? undefined : pageSize,
      }),
  }
}
