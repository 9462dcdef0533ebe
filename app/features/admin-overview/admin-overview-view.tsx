import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatCredits, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminOverview } from '../../server/admin/overview/overview.server'
import { Card } from '../../ui/card/card'
import * as listCss from '../admin-shell/admin-list.css'
import * as css from './admin-overview.css'

/** One figure per row: its label, its formatted value and the test id of the value. */
type Figure = readonly [label: string, value: string, testId: string]

function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className={css.figures}>
      {items.map(([label, value, testId]) => (
        <div key={testId} className={css.figure}>
          <dt className={css.figureLabel}>{label}</dt>
          <dd className={css.figureValue} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** /admin's numbers: tenants, users, credits used, invoice requests waiting. */
export function AdminOverviewView({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const number = (value: number) => formatNumber(value, locale)
  return (
    <div className={listCss.page}>
      <h1 className={listCss.heading}>{t('adminOverview.title')}</h1>
      <p className={listCss.lead}>{t('adminOverview.lead')}</p>
      <div className={css.stats}>
        <Card
          title={t('adminOverview.tenants')}
          footer={<Link to="/admin/tenants">{t('adminOverview.tenantsLink')}</Link>}
        >
          <Figures
            items={[
              [t('adminOverview.tenantsActive'), number(overview.tenants.active), 'overview-tenants-active'],
              [
                t('adminOverview.tenantsSuspended'),
                number(overview.tenants.suspended),
                'overview-tenants-suspended',
              ],
              [t('adminOverview.tenantsNew'), number(overview.tenants.newThisMonth), 'overview-tenants-new'],
            ]}
          />
        </Card>
        <Card title={t('adminOverview.users')}>
          <Figures
            items={[
              [t('adminOverview.usersTotal'), number(overview.users.total), 'overview-users-total'],
              [
                t('adminOverview.usersActive', { days: overview.users.activeDays }),
                number(overview.users.active),
                'overview-users-active',
              ],
            ]}
          />
        </Card>
        <Card title={t('adminOverview.tokens')}>
          <Figures
            items={[
              [
                t('adminOverview.tokensToday'),
                formatCredits(overview.tokens.today, locale),
                'overview-tokens-today',
              ],
              [
                t('adminOverview.tokensMonth'),
                formatCredits(overview.tokens.thisMonth, locale),
                'overview-tokens-month',
              ],
            ]}
          />
        </Card>
        <Card
          title={t('adminOverview.purchases')}
          footer={
            <Link to="/admin/purchasedTokens" search={{ status: 'pending' }}>
              {t('adminOverview.purchasesLink')}
            </Link>
          }
        >
          <p className={css.figureValue} data-testid="overview-pending-invoices">
            {t('adminOverview.purchasesCount', { count: overview.pendingInvoices })}
          </p>
        </Card>
      </div>
    </div>
  )
}
