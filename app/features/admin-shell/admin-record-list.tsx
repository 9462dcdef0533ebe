/**
 * A console list of plain records (/admin/plans, /admin/applications) in the list-page frame:
 * the search box, the server-paged table with Edit / Delete on each row, the create and edit
 * form, and the delete confirmation. Texts come from the page's own message namespace.
 */
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/ui/button/button'
import { type DataTableColumn, dataTableColumns, type RowData } from '#app/ui/data-table/data-table'
import type { ApiResult } from '../admin-users/admin-form'
import { listPaging } from '../admin-users/admin-list-paging'
import { AdminSearchForm, EditDeleteActions } from '../admin-users/admin-list-parts'
import type { ListQuery } from '../admin-users/admin-list-query.shared'
import { ConfirmDeleteDialog } from '../admin-users/confirm-delete-dialog'
import * as css from './admin-list.css'
import { AdminListPage } from './admin-list-page'

export type RecordsNamespace = 'adminPlans' | 'adminApplications'

export interface AdminRecordListProps<Row extends RowData, Sort extends string> {
  /** Where the page's texts are: title, lead, create, search, caption, empty, edit, delete… */
  messages: RecordsNamespace
  rows: Row[]
  total: number
  search: ListQuery<Sort>
  sorts: readonly Sort[]
  onSearchChange: (patch: Partial<ListQuery<Sort>>) => void
  loading?: boolean
  /** The page's columns; the actions column is added here. Keep the array stable (useMemo). */
  columns: DataTableColumn<Row>[]
  rowId: (row: Row) => string
  rowName: (row: Row) => string
  /** Row buttons of the page's own, before Edit and Delete. */
  rowActions?: (row: Row) => ReactNode
  /** The create (no row) or edit form. */
  form: (row: Row | undefined, close: () => void) => ReactNode
  remove: (row: Row) => Promise<ApiResult<unknown>>
  onChanged: () => void
  /** The page's other dialogs. */
  children?: ReactNode
}

type Open<Row extends RowData> = { kind: 'create' } | { kind: 'edit' | 'delete'; row: Row } | null

export function AdminRecordList<Row extends RowData, Sort extends string>({
  messages: ns,
  rows,
  total,
  search,
  sorts,
  onSearchChange,
  loading,
  columns,
  rowId,
  rowName,
  rowActions,
  form,
  remove,
  onChanged,
  children,
}: AdminRecordListProps<Row, Sort>) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Open<Row>>(null)
  const close = () => setOpen(null)

  const withActions = useMemo(() => {
    const column = dataTableColumns<Row>()
    const actions = column.display({
      id: 'actions',
      header: t(`${ns}.actionsColumn`),
      cell: (info) => {
        const row = info.row.original
        const editDelete = (
          <EditDeleteActions
            name={rowName(row)}
            editLabel={t(`${ns}.edit`)}
            deleteLabel={t(`${ns}.delete`)}
            onEdit={() => setOpen({ kind: 'edit', row })}
            onDelete={() => setOpen({ kind: 'delete', row })}
          />
        )
        return rowActions ? (
          <span className={css.rowActions}>
            {rowActions(row)}
            {editDelete}
          </span>
        ) : (
          editDelete
        )
      },
    })
    return [...columns, actions]
  }, [columns, t, ns, rowName, rowActions])

  return (
    <AdminListPage
      title={t(`${ns}.title`)}
      lead={t(`${ns}.lead`)}
      action={<Button onClick={() => setOpen({ kind: 'create' })}>{t(`${ns}.create`)}</Button>}
      filters={
        <AdminSearchForm
          label={t(`${ns}.search`)}
          buttonLabel={t(`${ns}.searchButton`)}
          initial={search.q}
          onSearch={(q) => onSearchChange({ q, page: 0 })}
        />
      }
      table={{
        caption: t(`${ns}.caption`),
        columns: withActions,
        data: rows,
        getRowId: rowId,
        server: listPaging(search, total, sorts, onSearchChange),
        loading,
        empty: t(`${ns}.empty`),
      }}
    >
      {open?.kind === 'create' && form(undefined, close)}
      {open?.kind === 'edit' && form(open.row, close)}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t(`${ns}.deleteTitle`, { name: rowName(open.row) })}
          description={t(`${ns}.deleteDescription`)}
          actionLabel={t(`${ns}.delete`)}
          doneMessage={t(`${ns}.deleted`)}
          run={() => remove(open.row)}
          onClose={close}
          onDone={onChanged}
        />
      )}
      {children}
    </AdminListPage>
  )
}
