/**
 * Binds a console list's URL search (page, size, sort, dir) to DataTable's server mode: the
 * table asks, the URL changes, the server answers with that page.
 */
import type { ServerPaging, SortingState } from '../../ui/data-table/data-table'
import type { ListQuery } from './admin-list-query'

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
