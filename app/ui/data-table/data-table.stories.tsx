import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { formatDate, formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { DataTable, dataTableColumns, type PaginationState, type SortingState } from './data-table'

interface UsageRow {
  id: string
  tenant: string
  plan: string
  tokens: number
  updatedAt: string
}

const rows: UsageRow[] = Array.from({ length: 57 }, (_, index) => ({
  id: `row-${index}`,
  tenant: `テナント ${String(index + 1).padStart(2, '0')}`,
  plan: ['フリー', 'スタンダード', 'ビジネス'][index % 3] ?? 'フリー',
  tokens: (index * 7919) % 250_000,
  updatedAt: new Date(Date.UTC(2025, 2, 1 + (index % 28), 9)).toISOString(),
}))

function useColumns() {
  const { locale } = useLocale()
  return useMemo(() => {
    const column = dataTableColumns<UsageRow>()
    return column.columns([
      column.accessor('tenant', { header: 'テナント' }),
      column.accessor('plan', { header: 'プラン' }),
      column.accessor('tokens', { header: '使用量', cell: (info) => formatTokens(info.getValue(), locale) }),
      column.accessor('updatedAt', {
        header: '更新日',
        cell: (info) => formatDate(info.getValue(), locale, { timeZone: 'Asia/Tokyo' }),
      }),
    ])
  }, [locale])
}

function ClientTable({ data, loading }: { data: UsageRow[]; loading?: boolean }) {
  return <DataTable caption="テナント別の利用状況" columns={useColumns()} data={data} loading={loading} />
}

const sortValue: Record<string, (row: UsageRow) => string | number> = {
  tenant: (row) => row.tenant,
  plan: (row) => row.plan,
  tokens: (row) => row.tokens,
  updatedAt: (row) => row.updatedAt,
}

/** The server owns paging and order; the story fakes it with a slice of sorted rows. */
function ServerTable() {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 })
  const [sorting, setSorting] = useState<SortingState>([])
  const page = useMemo(() => {
    const [order] = sorting
    const value = order && sortValue[order.id]
    const sorted =
      order && value
        ? [...rows].sort((a, b) => {
            const left = value(a)
            const right = value(b)
            return (left < right ? -1 : left > right ? 1 : 0) * (order.desc ? -1 : 1)
          })
        : rows
    const start = pagination.pageIndex * pagination.pageSize
    return sorted.slice(start, start + pagination.pageSize)
  }, [pagination, sorting])
  return (
    <DataTable
      caption="サーバー側ページング"
      columns={useColumns()}
      data={page}
      server={{
        rowCount: rows.length,
        pagination,
        onPaginationChange: setPagination,
        sorting,
        onSortingChange: setSorting,
      }}
    />
  )
}

const meta = {
  title: 'UI/DataTable',
  component: ClientTable,
  args: { data: rows },
} satisfies Meta<typeof ClientTable>

export default meta
type Story = StoryObj<typeof meta>

export const ClientSortAndPaginate: Story = {}
export const Empty: Story = { args: { data: [] } }
export const Loading: Story = { args: { data: [], loading: true } }
export const ServerPagination: Story = { render: () => <ServerTable /> }
