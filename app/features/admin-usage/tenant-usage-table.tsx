import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { TenantPage, TenantUsageRow } from '../../server/admin/total-usage/total-usage.server'
import { DataTable, dataTableColumns, type SortingState } from '../../ui/data-table/data-table'
import { numberColumns } from '../../ui/data-table/number-columns'
import { StackCell } from '../admin-users/admin-list-parts'
import { tokenCreditColumns } from '../dashboard/usage-columns'

/** Table columns → the server's sort keys. */
const SORTS: Record<string, TenantPage['sort']> = {
  name: 'tenant',
  tokens: 'tokens',
  charged: 'charged',
  turns: 'turns',
}

export type TenantPageChange = Partial<Pick<TenantPage, 'page' | 'pageSize' | 'sort' | 'direction'>>

/** Usage by tenant, one page at a time: sorted and paged by the server (thousands of tenants). */
export function TenantUsageTable({
  rows,
  total,
  page,
  onChange,
}: {
  rows: TenantUsageRow[]
  total: number
  page: TenantPage
  onChange: (change: TenantPageChange) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const columns = useMemo(() => {
    const column = dataTableColumns<TenantUsageRow>()
    return column.columns([
      column.accessor('name', {
        header: t('adminUsage.column.tenant'),
        cell: (info) => <StackCell detail={info.row.original.slug}>{info.getValue()}</StackCell>,
      }),
      column.accessor('applicationName', {
        header: t('adminUsage.column.application'),
        enableSorting: false,
      }),
      ...tokenCreditColumns<TenantUsageRow>(locale, t),
      column.accessor('ledgerCharged', {
        header: t('adminUsage.column.ledgerCharged'),
        enableSorting: false,
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      ...numberColumns<TenantUsageRow>(locale, { turns: t('usage.column.turns') }),
    ])
  }, [t, locale])
  const sortedColumn = Object.entries(SORTS).find(([, sort]) => sort === page.sort)?.[0]
  const sorting: SortingState = sortedColumn ? [{ id: sortedColumn, desc: page.direction === 'desc' }] : []
  // A new order and then the first page arrive in one event: the second builds on the first.
  const pending = useRef<TenantPageChange>({})
  pending.current = {}
  const change = (next: TenantPageChange) => {
    pending.current = { ...pending.current, ...next }
    onChange(pending.current)
  }
  return (
    <DataTable
      caption={t('adminUsage.byTenantHeading')}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={(row) => row.tenantId}
      empty={t('usage.noUsage')}
      server={{
        rowCount: total,
        pagination: { pageIndex: page.page, pageSize: page.pageSize },
        onPaginationChange: ({ pageIndex, pageSize }) => change({ page: pageIndex, pageSize }),
        sorting,
        onSortingChange: (next) => {
          const first = next[0]
          change({
            page: 0,
            sort: (first && SORTS[first.id]) || 'tokens',
            direction: first ? (first.desc ? 'desc' : 'asc') : 'desc',
          })
        },
      }}
    />
  )
}
