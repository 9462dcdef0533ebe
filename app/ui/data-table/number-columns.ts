/**
 * Columns of counts in the reader's number format, one per field: the report tables (dashboard,
 * usage, total usage) show several side by side, and each was spelled out again before.
 */
import { formatNumber } from '../../i18n/format'
import type { Locale } from '../../i18n/locale'
import { dataTableColumns, type RowData } from './data-table'

type NumberField<TData> = { [K in keyof TData]: TData[K] extends number ? K : never }[keyof TData] & string

/** The header of each number field to show, in column order. */
export type NumberHeaders<TData> = Partial<Record<NumberField<TData>, string>>

/** `{ tokens: 'Tokens', turns: 'Turns' }` → a sortable column each, in the order given. */
export function numberColumns<TData extends RowData>(locale: Locale, headers: NumberHeaders<TData>) {
  const column = dataTableColumns<TData>()
  return Object.entries(headers).map(([id, header]) =>
    column.accessor((row) => row[id as NumberField<TData>] as number, {
      id,
      header: header as string,
      cell: (info) => formatNumber(info.getValue(), locale),
    }),
  )
}
