import {
  mdiChevronDoubleLeft,
  mdiChevronDoubleRight,
  mdiChevronLeft,
  mdiChevronRight,
  mdiMenuDown,
  mdiMenuSwap,
  mdiMenuUp,
} from '@mdi/js'
import {
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../button/button'
import { Icon } from '../icon/icon'
import { Select } from '../select/select'
import { focusRing, visuallyHidden } from '../styles.css'
import * as css from './data-table.css'

/** The features every data table registers: sorting and pagination, on the client or the server. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
})

export type DataTableFeatures = typeof dataTableFeatures
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>
export type { PaginationState, RowData, SortingState }

/** Typed column definitions: `const col = dataTableColumns<User>(); col.columns([col.accessor('name', …)])`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

/** The page (and order) the server is asked for; the table shows what comes back. */
export interface ServerPaging {
  rowCount: number
  pagination: PaginationState
  onPaginationChange: (pagination: PaginationState) => void
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
}

export interface DataTableProps<TData extends RowData> {
  /** Names the table (a visible caption unless `hideCaption`). */
  caption: string
  hideCaption?: boolean
  // `any` value types come from the column helper; the data type is what matters here.
  columns: ReadonlyArray<DataTableColumn<TData>>
  /** Keep this reference stable (state, query data, useMemo): a new array re-processes the table. */
  data: TData[]
  getRowId?: (row: TData, index: number) => string
  /** Client mode: rows per page at first. */
  pageSize?: number
  pageSizeOptions?: readonly number[]
  /** Server mode: data is one page already sorted; paging and sorting are asked of the caller. */
  server?: ServerPaging
  loading?: boolean
  /** Shown instead of rows when there are none. */
  empty?: ReactNode
}

const noSorting: SortingState = []

/** A sortable, paginated table on TanStack Table, with a caption, aria-sort and labelled paging. */
export function DataTable<TData extends RowData>({
  caption,
  hideCaption = false,
  columns,
  data,
  getRowId,
  pageSize = 10,
  pageSizeOptions = [10, 25, 50, 100],
  server,
  loading = false,
  empty,
}: DataTableProps<TData>) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [clientSorting, setClientSorting] = useState<SortingState>(noSorting)
  const [clientPagination, setClientPagination] = useState<PaginationState>({ pageIndex: 0, pageSize })
  const sorting = server ? (server.sorting ?? noSorting) : clientSorting
  const pagination = server ? server.pagination : clientPagination

  const table = useTable({
    features: dataTableFeatures,
    columns: [...columns],
    data,
    getRowId,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      if (!server) return setClientSorting(next)
      server.onSortingChange?.(next)
      // A new order starts from the first page.
      server.onPaginationChange({ ...server.pagination, pageIndex: 0 })
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater
      if (server) server.onPaginationChange(next)
      else setClientPagination(next)
    },
    manualSorting: Boolean(server),
    manualPagination: Boolean(server),
    rowCount: server?.rowCount,
    enableSorting: !server || Boolean(server.onSortingChange),
  })

  const rows = table.getRowModel().rows
  const rowCount = table.getRowCount()
  const pageCount = Math.max(1, table.getPageCount())
  const from = rowCount === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1
  const to = Math.min(rowCount, (pagination.pageIndex + 1) * pagination.pageSize)
  const columnCount = table.getAllLeafColumns().length
  // The four paging moves are named alike in the table's API and in the labels' keys.
  const pageButton = (
    move: 'firstPage' | 'previousPage' | 'nextPage' | 'lastPage',
    icon: string,
    can: boolean,
  ) => (
    <PagerButton label={t(`dataTable.${move}`)} icon={icon} disabled={!can} onClick={() => table[move]()} />
  )

  return (
    <div className={css.root}>
      {loading && <div className={css.progress} aria-hidden />}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a table wider than a phone scrolls by keys too (axe scrollable-region-focusable) */}
      <div role="group" className={`${css.scroller} ${focusRing}`} tabIndex={0} aria-label={caption}>
        <table className={css.table} aria-busy={loading || undefined}>
          <caption className={hideCaption ? visuallyHidden : css.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const canSort = header.column.getCanSort()
                  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={css.headerCell}
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {canSort && !header.isPlaceholder ? (
                        <button
                          type="button"
                          className={`${css.sortButton} ${focusRing}`}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <Icon
                            path={
                              sorted === 'asc' ? mdiMenuUp : sorted === 'desc' ? mdiMenuDown : mdiMenuSwap
                            }
                            className={sorted ? undefined : css.sortIconIdle}
                          />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={css.emptyCell}>
                  {loading ? t('common.loading') : (empty ?? t('dataTable.noRows'))}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={css.row}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={css.cell}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={css.footer}>
        <p className={css.range} aria-live="polite">
          {t('dataTable.rangeStatus', {
            from: formatNumber(from, locale),
            to: formatNumber(to, locale),
            total: formatNumber(rowCount, locale),
          })}
        </p>
        <nav className={css.pager} aria-label={t('dataTable.pagination')}>
          <Select
            className={css.pageSize}
            label={<span className={visuallyHidden}>{t('dataTable.pageSize')}</span>}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pagination.pageSize)}
            onValueChange={(value) => table.setPagination({ pageIndex: 0, pageSize: Number(value) })}
          />
          {pageButton('firstPage', mdiChevronDoubleLeft, table.getCanPreviousPage())}
          {pageButton('previousPage', mdiChevronLeft, table.getCanPreviousPage())}
          <span className={css.pageStatus}>
            {t('dataTable.pageStatus', { page: pagination.pageIndex + 1, pageCount })}
          </span>
          {pageButton('nextPage', mdiChevronRight, table.getCanNextPage())}
          {pageButton('lastPage', mdiChevronDoubleRight, table.getCanNextPage())}
        </nav>
      </div>
    </div>
  )
}

function PagerButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string
  icon: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <Button
      variant="ghost"
      size="small"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon path={icon} />
    </Button>
  )
}
