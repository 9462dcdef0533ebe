import { useMemo } from 'react'
import { useLocale } from '../../i18n/i18n-provider'
import { DataTable, type DataTableProps, dataTableColumns, type RowData } from './data-table'
import { type NumberHeaders, numberColumns } from './number-columns'

export interface CountsTableProps<TData extends RowData> {
  /** Keep this reference stable (state, query data, useMemo), as DataTable asks. */
  rows: TData[]
  /** Names the table for screen readers; the card's heading names it for the eye. */
  caption: string
  /** The first column: what each row counts (a day, a user, a chat…). */
  label: { field: keyof TData & string; header: string }
  counts: NumberHeaders<TData>
  getRowId: (row: TData) => string
  empty?: string
}

/**
 * A report table: one text column, then counts in the reader's number format. The dashboard's and
 * the usage page's tables (by day, user, chat, model) are all this shape.
 */
export function CountsTable<TData extends RowData>({
  rows,
  caption,
  label,
  counts,
  getRowId,
  empty,
}: CountsTableProps<TData>) {
  const { locale } = useLocale()
  const { field, header } = label
  const columns = useMemo(() => {
    const column = dataTableColumns<TData>()
    return column.columns([
      column.accessor((row) => row[field] as string, { id: field, header }),
      ...numberColumns(locale, counts),
    ])
  }, [locale, field, header, counts])
  return <ReportTable rows={rows} caption={caption} columns={columns} getRowId={getRowId} empty={empty} />
}

export type ReportTableProps<TData extends RowData> = Omit<DataTableProps<TData>, 'data' | 'hideCaption'> & {
  rows: TData[]
  /** The field that names a row, as a shorter `getRowId`. */
  rowKey?: keyof TData & string
}

/** A client-paged table under a card's heading, which names it for the eye: the caption is for screen readers. */
export function ReportTable<TData extends RowData>({
  rows,
  rowKey,
  getRowId,
  ...props
}: ReportTableProps<TData>) {
  const rowId = getRowId ?? (rowKey && ((row: TData) => String(row[rowKey])))
  return <DataTable {...props} data={rows} getRowId={rowId} hideCaption />
}
