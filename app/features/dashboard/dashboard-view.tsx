import { type ComponentProps, type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useLocalizedName } from '../../i18n/localized-name'
import type { DashboardData } from '../../server/dashboards/dashboard.server'
import { Card } from '../../ui/card/card'
import { CATALOGUE_KIND_OF, chatPath } from '../home/chat-paths.shared'
import { AppLink } from '../shell/app-link'
import * as css from './dashboard.css'
import type { DashboardRangeDays } from './dashboard-range.shared'
import {
  ActivityTable,
  DownvotesTable,
  QuestionsTable,
  TokensByDayTable,
  TokensByUserTable,
} from './dashboard-tables'
import { LazyDashboardChart } from './lazy-dashboard-chart'
import { RangeSelector } from './range-selector'
import { TokenSplit, useUsageSeriesLabels } from './usage-columns'

/** A chart and, under a disclosure, the same numbers as a table. */
/** A chart in its card, and the same numbers as a table behind a disclosure. */
function ChartTableCard({
  title,
  chart,
  table,
}: {
  title: string
  chart: ComponentProps<typeof LazyDashboardChart>
  table: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Card title={title}>
      <LazyDashboardChart {...chart} />
      <details className={css.details}>
        <summary className={css.summary}>{t('dashboard.showTable')}</summary>
        {table}
      </details>
    </Card>
  )
}

export interface DashboardViewProps {
  dashboard: DashboardData
  onDaysChange: (days: DashboardRangeDays) => void
}

/** One chat's dashboard (issue 6 §7): activity, tokens, users and questions over a range. */
export function DashboardView({ dashboard, onDaysChange }: DashboardViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const nameOf = useLocalizedName()
  const { chat, range, feedback } = dashboard
  const users = useMemo(
    () =>
      dashboard.tokensByUser.map((row) => ({
        userId: row.userId,
        name: row.name ?? row.email ?? t('dashboard.unknownUser'),
        inputTokens: row.inputTokens,
        outputTokens: row.outputTokens,
        tokens: row.tokens,
        charged: row.charged,
        turns: row.turns,
      })),
    [dashboard.tokensByUser, t],
  )
  const totals = [
    { key: 'threads', value: dashboard.totals.threads },
    { key: 'questions', value: dashboard.totals.questions },
    { key: 'tokens', value: dashboard.totals.tokens },
    { key: 'charged', value: dashboard.totals.charged },
  ] as const
  const usageLabels = useUsageSeriesLabels()
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.heading}>{t('dashboard.title', { name: nameOf(chat) })}</h1>
        <p className={css.muted}>
          {dashboard.scope === 'all' ? t('dashboard.scopeAll') : t('dashboard.scopeOwn')}
        </p>
        <div className={css.toolbar}>
          <RangeSelector days={range.days} onChange={onDaysChange} />
          <div className={css.links}>
            <AppLink href={chatPath(CATALOGUE_KIND_OF[chat.kind], chat.keyword)} className={css.link}>
              {t('dashboard.openChat')}
            </AppLink>
            <AppLink href="/" className={css.link}>
              {t('dashboard.backHome')}
            </AppLink>
          </div>
        </div>
        <p className={css.muted}>{t('dashboard.rangeDates', { from: range.from, to: range.to })}</p>
      </header>

      <dl className={css.totals}>
        {totals.map((total) => (
          <div key={total.key} className={css.total}>
            <dt className={css.totalLabel}>{t(`dashboard.totals.${total.key}`)}</dt>
            <dd className={css.totalValue} data-testid={`total-${total.key}`} data-value={total.value}>
              {formatNumber(total.value, locale)}
            </dd>
            {/* Above the figure, as the ratings are above satisfaction (the items stack upward). */}
            {total.key === 'tokens' && <TokenSplit totals={dashboard.totals} testId="total-token-split" />}
          </div>
        ))}
        <div className={css.total}>
          <dt className={css.totalLabel}>{t('dashboard.feedback.satisfaction')}</dt>
          <dd className={css.totalValue} data-testid="total-satisfaction">
            {feedback.satisfaction === null
              ? t('dashboard.feedback.noRatings')
              : `${formatNumber(Math.round(feedback.satisfaction * 100), locale)}%`}
          </dd>
          <dd className={css.totalLabel} data-testid="feedback-counts">
            {t('dashboard.feedback.counts', {
              up: formatNumber(feedback.up, locale),
              down: formatNumber(feedback.down, locale),
            })}
          </dd>
        </div>
      </dl>

      <div className={css.grid}>
        <ChartTableCard
          title={t('dashboard.activityHeading')}
          chart={{
            chart: 'activity',
            label: t('dashboard.activityChart'),
            data: dashboard.activity,
            labels: { threads: t('dashboard.column.threads'), messages: t('dashboard.column.messages') },
          }}
          table={<ActivityTable rows={dashboard.activity} caption={t('dashboard.activityHeading')} />}
        />
        <ChartTableCard
          title={t('dashboard.tokensHeading')}
          chart={{
            chart: 'tokens',
            label: t('dashboard.tokensChart'),
            data: dashboard.tokensByDay,
            labels: usageLabels,
          }}
          table={<TokensByDayTable rows={dashboard.tokensByDay} caption={t('dashboard.tokensHeading')} />}
        />
        <Card title={t('dashboard.usersHeading')}>
          {users.length > 0 && (
            <LazyDashboardChart
              chart="users"
              label={t('dashboard.usersChart')}
              data={users}
              labels={usageLabels}
            />
          )}
          <TokensByUserTable rows={users} caption={t('dashboard.usersHeading')} />
        </Card>
        <Card title={t('dashboard.topQuestionsHeading')}>
          <QuestionsTable
            rows={dashboard.topQuestions}
            caption={t('dashboard.topQuestionsHeading')}
            empty={t('dashboard.noQuestions')}
          />
        </Card>
        {dashboard.unansweredQuestions && (
          <Card title={t('dashboard.unansweredHeading')} description={t('dashboard.unansweredDescription')}>
            <QuestionsTable
              rows={dashboard.unansweredQuestions}
              caption={t('dashboard.unansweredHeading')}
              empty={t('dashboard.noUnanswered')}
            />
          </Card>
        )}
        <Card title={t('dashboard.feedback.heading')} description={t('dashboard.feedback.description')}>
          <DownvotesTable rows={feedback.downvotes} caption={t('dashboard.feedback.heading')} />
        </Card>
      </div>
    </div>
  )
}
