import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminOverview } from '../../server/admin/overview/overview.server'
import { Card } from '../../ui/card/card'
import * as listCss from '../admin-shell/admin-list.css'
import * as css from './admin-overview.css'

function Figures({ items }: { items: { label: string; value: string; testId: string }[] }) {
  return (
    <dl className={css.figures}>
      {items.map((item) => (
        <div key={item.testId} className={css.figure}>
          <dt className={css.figureLabel}>{item.label}</dt>
          <dd className={css.figureValue} data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** /admin's numbers: tenants, users, tokens used, invoice requests waiting. */
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
              {
                label: t('adminOverview.tenantsActive'),
                value: number(overview.tenants.active),
                testId: 'overview-tenants-active',
              },
              {
                label: t('adminOverview.tenantsSuspended'),
                value: number(overview.tenants.suspended),
                testId: 'overview-tenants-suspended',
              },
              {
                label: t('adminOverview.tenantsNew'),
                value: number(overview.tenants.newThisMonth),
                testId: 'overview-tenants-new',
              },
            ]}
          />
        </Card>
        <Card title={t('adminOverview.users')}>
          <Figures
            items={[
              {
                label: t('adminOverview.usersTotal'),
                value: number(overview.users.total),
                testId: 'overview-users-total',
              },
              {
                label: t('adminOverview.usersActive', { days: overview.users.activeDays }),
                value: number(overview.users.active),
                testId: 'overview-users-active',
              },
            ]}
          />
        </Card>
        <Card title={t('adminOverview.tokens')}>
          <Figures
            items={[
              {
                label: t('adminOverview.tokensToday'),
                value: formatTokens(overview.tokens.today, locale),
                testId: 'overview-tokens-today',
              },
              {
                label: t('adminOverview.tokensMonth'),
                value: formatTokens(overview.tokens.thisMonth, locale),
                testId: 'overview-tokens-month',
              },
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
