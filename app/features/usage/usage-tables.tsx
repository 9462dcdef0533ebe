/**
 * The usage breakdowns (by user, chat, model; on the console by application and tenant too): a
 * bar chart above a sortable, paginated table of the same numbers.
 */
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import * as dashboardCss from '../dashboard/dashboard.css'
import { TokensByDayTable } from '../dashboard/dashboard-tables'
import { LazyDashboardChart } from '../dashboard/lazy-dashboard-chart'
import { type TokensAndCredits, UsageTable, useUsageSeriesLabels } from '../dashboard/usage-columns'

export interface BreakdownRow extends TokensAndCredits {
  id: string
  name: string
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
    <UsageTable
      rows={rows}
      caption={caption}
      label={{ field: 'name', header: nameHeader }}
      getRowId={(row) => row.id}
      empty={t('usage.noUsage')}
    />
  )
}

/** Model tokens and credits by name as bars, when there is something to draw. */
export function UsageBarChart({
  rows,
  label,
}: {
  rows: { name: string; tokens: number; charged: number }[]
  label: string
}) {
  const labels = useUsageSeriesLabels()
  if (rows.length === 0) return null
  return <LazyDashboardChart chart="users" label={label} data={rows} labels={labels} />
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

/** Model tokens and credits by day: the chart above the table. */
export function UsageByDayCard({
  title,
  chartLabel,
  rows,
}: {
  title: string
  chartLabel: string
  rows: ComponentProps<typeof TokensByDayTable>['rows']
}) {
  const labels = useUsageSeriesLabels()
  return (
    <Card title={title}>
      <LazyDashboardChart chart="tokens" label={chartLabel} data={rows} labels={labels} />
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
