/**
 * What the catalogue's lists share (categories, chats, an FAQ chat's entries): the toolbar of
 * search, filters and Add, the list's failure, the server-paged table, the reorder buttons and
 * the delete confirmation with the server's refusal kept inside.
 */
import { mdiArrowDown, mdiArrowUp, mdiPlus } from '@mdi/js'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/ui/button/button'
import { DataTable, type DataTableColumn, type RowData } from '#app/ui/data-table/data-table'
import { FormAlert } from '#app/ui/form-alert/form-alert'
import { useSnackbar } from '#app/ui/snackbar/snackbar'
import { TextField } from '#app/ui/text-field/text-field'
import * as css from './admin-catalogue.css'
import { type AdminCatalogueFailure, failureText } from './catalogue-api'
import { ConfirmDialog } from './confirm-dialog'
import type { useServerList } from './use-catalogue'

type ServerList = ReturnType<typeof useServerList>

export interface CatalogueListProps<Row extends RowData> {
  list: ServerList
  rows: Row[] | undefined
  /** Selects beside the search box. */
  filters?: ReactNode
  addLabel: string
  onAdd: () => void
  caption: string
  columns: DataTableColumn<Row>[]
  getRowId: (row: Row) => string
  empty: string
}

export function CatalogueList<Row extends RowData>({
  list,
  rows,
  filters,
  addLabel,
  onAdd,
  caption,
  columns,
  getRowId,
  empty,
}: CatalogueListProps<Row>) {
  const { t, i18n } = useTranslation()
  return (
    <>
      <div className={css.toolbar}>
        <TextField
          className={css.grow}
          type="search"
          label={t('adminCatalogue.search')}
          value={list.q}
          onValueChange={list.search}
        />
        {filters}
        <Button icon={mdiPlus} onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {list.failure && <FormAlert>{failureText(list.failure, i18n.language).form}</FormAlert>}
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        data={rows ?? noRows}
        getRowId={getRowId}
        server={list.server}
        loading={list.loading}
        empty={empty}
      />
    </>
  )
}

// One empty array for every render before the first page: a new one would re-process the table.
const noRows: never[] = []

/** Up and down for a row whose order the administrator sets. */
export function MoveButtons({ name, onMove }: { name: string; onMove: (by: -1 | 1) => void }) {
  const { t } = useTranslation()
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        icon={mdiArrowUp}
        aria-label={t('adminCatalogue.moveUp', { name })}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        variant="ghost"
        icon={mdiArrowDown}
        aria-label={t('adminCatalogue.moveDown', { name })}
        onClick={() => onMove(1)}
      />
    </>
  )
}

type ActionResult<T> = { ok: true; data: T } | AdminCatalogueFailure

/** A failed reorder is told in the snackbar: there is no form to show it in. */
export function useMoveFailure() {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  return (result: ActionResult<unknown>) => {
    if (!result.ok)
      snackbar.show({
        message: failureText(result, i18n.language).form ?? t('adminCatalogue.failed'),
        tone: 'error',
      })
  }
}

/** Deleting `row` behind a confirmation; the done message may depend on what the server did. */
export function CatalogueDeleteDialog<Row, T>({
  row,
  title,
  description,
  run,
  done,
  onClose,
}: {
  row: Row | null
  title: string
  description?: string
  run: (row: Row) => Promise<ActionResult<T>>
  done: (data: T) => string
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      description={description}
      confirmLabel={t('adminCatalogue.delete')}
      onClose={onClose}
      onConfirm={async () => {
        if (!row) return undefined
        const result = await run(row)
        if (!result.ok) return failureText(result, i18n.language).form
        snackbar.show({ message: done(result.data), tone: 'success' })
        return undefined
      }}
    />
  )
}
