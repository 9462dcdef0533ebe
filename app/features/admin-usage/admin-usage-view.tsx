import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { TotalUsageData } from '../../server/admin/total-usage/total-usage.server'
import { Card } from '../../ui/card/card'
import { Select } from '../../ui/select/select'
import * as listCss from '../admin-shell/admin-list.css'
import * as dashboardCss from '../dashboard/dashboard.css'
import { TokenSplit } from '../dashboard/usage-columns'
import type { UsagePreset } from '../usage/usage-range.shared'
import { UsageRangeForm } from '../usage/usage-range-form'
import {
  type BreakdownRow,
  UsageBarChart,
  UsageBreakdownCard,
  UsageByDayCard,
  UsageRangeToolbar,
} from '../usage/usage-tables'
import * as css from './admin-usage.css'
import type { TotalUsageResult } from './admin-usage.functions'
import { type TenantPageChange, TenantUsageTable } from './tenant-usage-table'

const ALL = 'all'

export interface AdminUsageViewProps {
  result: Exclude<TotalUsageResult, { status: 'signed-out' }>
  /** The CSV export of the shown range and filter, in the reader's language. */
  csvHref: string | null
  onPreset: (preset: UsagePreset) => void
  onCustom: (range: { from: string; to: string }) => void
  onApplication: (application: string | undefined) => void
  onTenantPage: (change: TenantPageChange) => void
}

/** /admin/totalUsageSituation: every tenant's usage of a range, as figures, charts and tables. */
export function AdminUsageView({
  result,
  csvHref,
  onPreset,
  onCustom,
  onApplication,
  onTenantPage,
}: AdminUsageViewProps) {
  const { t } = useTranslation()
  const usage = result.status === 'ok' ? result.usage : null
  return (
    <div className={dashboardCss.page}>
      <header className={dashboardCss.header}>
        <h1 className={dashboardCss.heading}>{t('adminUsage.title')}</h1>
        <p className={dashboardCss.muted}>{t('adminUsage.lead')}</p>
        <UsageRangeForm
          preset={usage?.range.preset ?? null}
          from={usage?.range.from ?? (result.status === 'invalid' ? result.from : '')}
          to={usage?.range.to ?? (result.status === 'invalid' ? result.to : '')}
          fieldErrors={result.status === 'invalid' ? result.fieldErrors : undefined}
          onPreset={onPreset}
          onCustom={onCustom}
        />
        {usage && (
          <div className={listCss.filters}>
            <Select
              label={t('adminUsage.application')}
              value={usage.application ?? ALL}
              onValueChange={(value) => onApplication(value === ALL ? undefined : value)}
              options={[
                { value: ALL, label: t('adminUsage.allApplications') },
                ...usage.applications.map((app) => ({ value: app.key, label: `${app.name} (${app.key})` })),
              ]}
            />
          </div>
        )}
        {usage && <UsageRangeToolbar range={usage.range} csvHref={csvHref} testIdPrefix="total-usage" />}
      </header>
      {result.status === 'invalid' ? (
        <p role="alert" className={css.error}>
          {t('usage.invalidRange')}
        </p>
      ) : (
        usage && <UsageBreakdowns usage={usage} onTenantPage={onTenantPage} />
      )}
    </div>
  )
}

function UsageBreakdowns({
  usage,
  onTenantPage,
}: {
  usage: TotalUsageData
  onTenantPage: (change: TenantPageChange) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const applications: BreakdownRow[] = usage.byApplication.map((row) => ({ id: row.key, ...row }))
  const models: BreakdownRow[] = usage.byModel.map((row) => ({ id: row.model, name: row.model, ...row }))
  const tenants = usage.byTenant.rows.map((row) => ({
    name: row.name,
    tokens: row.tokens,
    charged: row.charged,
  }))
  const figures = [
    { key: 'charged', label: t('adminUsage.totals.charged'), value: usage.totals.ledgerCharged },
    { key: 'tokens', label: t('adminUsage.totals.tokens'), value: usage.totals.tokens },
    { key: 'turns', label: t('adminUsage.totals.turns'), value: usage.totals.turns },
    { key: 'tenants', label: t('adminUsage.totals.tenants'), value: usage.totals.tenants },
  ]
  return (
    <>
      <dl className={dashboardCss.totals}>
        {figures.map((figure) => (
          <div key={figure.key} className={dashboardCss.total}>
            <dt className={dashboardCss.totalLabel}>{figure.label}</dt>
            <dd
              className={dashboardCss.totalValue}
              data-testid={`total-usage-${figure.key}`}
              data-value={figure.value}
            >
              {formatNumber(figure.value, locale)}
            </dd>
            {/* Above the figure, as on a chat's dashboard (the items stack upward). */}
            {figure.key === 'tokens' && <TokenSplit totals={usage.totals} testId="total-usage-token-split" />}
          </div>
        ))}
      </dl>
      <div className={dashboardCss.grid}>
        <UsageByDayCard
          title={t('adminUsage.byDayHeading')}
          chartLabel={t('adminUsage.byDayChart')}
          rows={usage.byDay}
        />
        <UsageBreakdownCard
          title={t('adminUsage.byApplicationHeading')}
          chartLabel={t('adminUsage.byApplicationChart')}
          nameHeader={t('adminUsage.column.application')}
          rows={applications}
        />
        <UsageBreakdownCard
          title={t('adminUsage.byModelHeading')}
          chartLabel={t('adminUsage.byModelChart')}
          nameHeader={t('adminUsage.column.model')}
          rows={models}
        />
        <Card title={t('adminUsage.byTenantHeading')} className={css.wide}>
          <UsageBarChart rows={tenants} label={t('adminUsage.byTenantChart')} />
          <TenantUsageTable
            rows={usage.byTenant.rows}
            total={usage.byTenant.total}
            page={usage.tenantPage}
            onChange={onTenantPage}
          />
        </Card>
      </div>
    </>
  )
}
