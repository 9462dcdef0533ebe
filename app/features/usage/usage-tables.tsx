/**
 * The usage breakdowns (by user, chat, model; on the console by application and tenant too): a
 * bar chart above a sortable, paginated table of the same numbers.
 */
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import { CountsTable } from '../../ui/data-table/counts-table'
import * as dashboardCss from '../dashboard/dashboard.css'
import { TokensByDayTable } from '../dashboard/dashboard-tables'
import { LazyDashboardChart } from '../dashboard/lazy-dashboard-chart'

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
  return (
    <CountsTable
      rows={rows}
      caption={caption}
      label={{ field: 'name', header: nameHeader }}
      counts={{
        tokens: t('usage.column.tokens'),
        charged: t('usage.column.charged'),
        turns: t('usage.column.turns'),
      }}
      getRowId={(row) => row.id}
      empty={t('usage.noUsage')}
    />
  )
}

/** Tokens by name as bars, when there is something to draw. */
export function UsageBarChart({ rows, label }: { rows: { name: string; tokens: number }[]; label: string }) {
  const { t } = useTranslation()
  if (rows.length === 0) return null
  return (
    <LazyDashboardChart
      chart="users"
      label={label}
      data={rows}
      labels={{ tokens: t('usage.column.tokens') }}
    />
  )
}

/** One breakdown's card: its chart above its table, both named by `title`. */
export function UsageBreakdownCard({
  title,
  chartLabel,
  nameHeader,
  rows,
}: {
  title: string
  chartLabel: string
  nameHeader: string
  rows: BreakdownRow[]
}) {
  return (
    <Card title={title}>
      <UsageBarChart rows={rows} label={chartLabel} />
      <UsageBreakdownTable rows={rows} caption={title} nameHeader={nameHeader} />
    </Card>
  )
}

/** Tokens by day: the chart above the table. */
export function UsageByDayCard({
  title,
  chartLabel,
  rows,
}: {
  title: string
  chartLabel: string
  rows: ComponentProps<typeof TokensByDayTable>['rows']
}) {
  const { t } = useTranslation()
  return (
    <Card title={title}>
      <LazyDashboardChart
        chart="tokens"
        label={chartLabel}
        data={rows}
        labels={{ tokens: t('usage.column.tokens') }}
      />
      <TokensByDayTable rows={rows} caption={title} />
    </Card>
  )
}

/** The range shown, in words, and the link to its CSV export when there is one. */
export function UsageRangeToolbar({
  range,
  csvHref,
  testIdPrefix,
}: {
  range: { from: string; to: string }
  csvHref: string | null
  testIdPrefix: string
}) {
  const { t } = useTranslation()
  return (
    <div className={dashboardCss.toolbar}>
      <p className={dashboardCss.muted} data-testid={`${testIdPrefix}-range`}>
        {t('usage.rangeDates', { from: range.from, to: range.to })}
      </p>
      {csvHref && (
        <a href={csvHref} download className={dashboardCss.link} data-testid={`${testIdPrefix}-csv`}>
          {t('usage.exportCsv')}
        </a>
      )}
    </div>
  )
}
