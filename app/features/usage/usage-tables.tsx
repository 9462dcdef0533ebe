/** The usage page's breakdowns as tables: by user, by chat and by model (sortable, paginated). */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'

export interface BreakdownRow {
  id: string
  name: string
  tokens: number
  charged: number
  turns: number
}

export function UsageBreakdownTable({
  rows,
  caption,
  nameHeader,
}: {
  rows: BreakdownRow[]
  caption: string
  nameHeader: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const columns = useMemo(() => {
    const column = dataTableColumns<BreakdownRow>()
    const number = (value: number) => formatNumber(value, locale)
    return column.columns([
      column.accessor('name', { header: nameHeader }),
      column.accessor('tokens', {
        header: t('usage.column.tokens'),
        cell: (info) => number(info.getValue()),
      }),
      column.accessor('charged', {
        header: t('usage.column.charged'),
        cell: (info) => number(info.getValue()),
      }),
      column.accessor('turns', { header: t('usage.column.turns'), cell: (info) => number(info.getValue()) }),
    ])
  }, [t, locale, nameHeader])
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      empty={t('usage.noUsage')}
      pageSize={10}
    />
  )
}
