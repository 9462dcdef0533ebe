import { useTranslation } from 'react-i18next'
import { formatMegabytes, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useLocalizedName } from '../../i18n/localized-name'
import type { UsageData, UsageTotals } from '../../server/usage/usage.server'
import { Card } from '../../ui/card/card'
import { FormAlert } from '../../ui/form-alert/form-alert'
import * as dashboardCss from '../dashboard/dashboard.css'
import { AppLink } from '../shell/app-link'
import * as css from './usage.css'
import type { UsageResult } from './usage.functions'
import type { UsagePreset } from './usage-range.shared'
import { UsageRangeForm } from './usage-range-form'
import { type BreakdownRow, UsageBreakdownCard, UsageByDayCard, UsageRangeToolbar } from './usage-tables'

export interface UsageViewProps {
  result: Exclude<UsageResult, { status: 'signed-out' }>
  /** The CSV export of the shown range in the reader's language. */
  csvHref: string | null
  onPreset: (preset: UsagePreset) => void
  onCustom: (range: { from: string; to: string }) => void
}

type FigureItem = { label: string; value: number | string; testId?: string }

/** One entry of a Figures list, positionally: the cards below list many. */
const figure = (label: string, value: number | string, testId?: string): FigureItem => ({
  label,
  value,
  testId,
})

function Figures({ items }: { items: FigureItem[] }) {
  const { locale } = useLocale()
  return (
    <dl className={css.figures}>
      {items.map((item) => (
        <div key={item.label} className={css.figure}>
          <dt className={css.figureLabel}>{item.label}</dt>
          <dd
            className={css.figureValue}
            data-testid={item.testId}
            data-value={typeof item.value === 'number' ? item.value : undefined}
          >
            {typeof item.value === 'number' ? formatNumber(item.value, locale) : item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The figures a breakdown row shows: the model's tokens and the credits charged (ADR 028). */
const usageOf = (row: UsageTotals): UsageTotals => ({
  inputTokens: row.inputTokens,
  outputTokens: row.outputTokens,
  tokens: row.tokens,
  charged: row.charged,
  turns: row.turns,
})

/** `/usageSituation`: balance, plan allowance, credits and usage of a range (issue 7 §4). */
export function UsageView({ result, csvHref, onPreset, onCustom }: UsageViewProps) {
  const { t } = useTranslation()
  const usage = result.usage
  const invalid = result.status === 'invalid'
  return (
    <div className={dashboardCss.page}>
      <header className={dashboardCss.header}>
        <h1 className={dashboardCss.heading}>{t('usage.title')}</h1>
        <p className={dashboardCss.muted}>
          {usage.scope === 'all' ? t('usage.scopeAll') : t('usage.scopeOwn')}
        </p>
        <UsageRangeForm
          preset={invalid ? 'custom' : usage.range.preset}
          from={invalid ? result.from : usage.range.from}
          to={invalid ? result.to : usage.range.to}
          fieldErrors={invalid ? result.fieldErrors : undefined}
          onPreset={onPreset}
          onCustom={onCustom}
        />
        <UsageRangeToolbar range={usage.range} csvHref={csvHref} testIdPrefix="usage" />
      </header>
      {invalid && <FormAlert data-testid="usage-invalid-range">{t('usage.invalidRange')}</FormAlert>}
      <UsageFigures usage={usage} />
    </div>
  )
}

function UsageFigures({ usage }: { usage: UsageData }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const nameOf = useLocalizedName()
  const unknownUser = t('usage.unknownUser')
  const users: BreakdownRow[] = usage.byUser.map((row) => ({
    id: row.userId,
    name: row.name ?? row.email ?? unknownUser,
    ...usageOf(row),
  }))
  const chats: BreakdownRow[] = usage.byChat.map((row) => ({
    id: `${row.chatKind}/${row.keyword}`,
    name: row.name === null ? t('usage.generalChat') : nameOf({ name: row.name, nameEn: row.nameEn }),
    ...usageOf(row),
  }))
  const models: BreakdownRow[] = usage.byModel.map((row) => ({ id: row.model, name: row.model, ...row }))
  return (
    <>
      <div className={css.summary}>
        <Card title={t('usage.balanceHeading')}>
          <Figures
            items={[
              figure(t('usage.balance.available'), usage.balance.available, 'usage-available'),
              figure(t('usage.balance.reserved'), usage.balance.reserved, 'usage-reserved'),
              figure(t('usage.balance.total'), usage.balance.balance, 'usage-balance'),
            ]}
          />
          {usage.balance.available < 20_000 && (
            <AppLink href="/payment" className={dashboardCss.link}>
              {t('usage.buyTokens')}
            </AppLink>
          )}
        </Card>
        <Card title={t('usage.totalsHeading')} description={t('usage.totalsNote')}>
          <Figures
            items={[
              figure(t('usage.totals.charged'), usage.ledgerCharged, 'usage-charged'),
              figure(t('usage.totals.inputTokens'), usage.totals.inputTokens, 'usage-input-tokens'),
              figure(t('usage.totals.outputTokens'), usage.totals.outputTokens, 'usage-output-tokens'),
              figure(t('usage.totals.tokens'), usage.totals.tokens, 'usage-tokens'),
              figure(t('usage.totals.turns'), usage.totals.turns, 'usage-turns'),
            ]}
          />
        </Card>
        {usage.plan && (
          <Card title={t('usage.planHeading', { month: usage.plan.month })}>
            <Figures
              items={[
                figure(t('usage.plan.name'), nameOf(usage.plan)),
                figure(t('usage.plan.allowance'), usage.plan.monthlyTokens, 'usage-plan-allowance'),
                figure(
                  t('usage.plan.granted'),
                  usage.plan.grantedAt ? usage.plan.granted : t('usage.plan.notGranted'),
                  'usage-plan-granted',
                ),
                ...(usage.storage
                  ? [
                      figure(
                        t('usage.plan.storage'),
                        usage.storage.limitBytes === null
                          ? t('usage.plan.storageUnlimited', {
                              used: formatMegabytes(usage.storage.usedBytes, locale),
                            })
                          : t('usage.plan.storageOf', {
                              used: formatMegabytes(usage.storage.usedBytes, locale),
                              limit: formatMegabytes(usage.storage.limitBytes, locale),
                            }),
                        'usage-storage',
                      ),
                    ]
                  : []),
              ]}
            />
          </Card>
        )}
        {usage.credits && (
          <Card title={t('usage.creditsHeading')}>
            <Figures
              items={[
                figure(t('usage.credits.planGranted'), usage.credits.planGranted, 'usage-credits-plan'),
                figure(t('usage.credits.purchased'), usage.credits.purchased, 'usage-credits-purchased'),
                figure(t('usage.credits.additional'), usage.credits.additional, 'usage-credits-additional'),
              ]}
            />
          </Card>
        )}
      </div>
      <div className={dashboardCss.grid}>
        <UsageByDayCard
          title={t('usage.byDayHeading')}
          chartLabel={t('usage.byDayChart')}
          rows={usage.byDay}
        />
        <UsageBreakdownCard
          title={t('usage.byUserHeading')}
          chartLabel={t('usage.byUserChart')}
          nameHeader={t('usage.column.user')}
          rows={users}
        />
        <UsageBreakdownCard
          title={t('usage.byChatHeading')}
          chartLabel={t('usage.byChatChart')}
          nameHeader={t('usage.column.chat')}
          rows={chats}
        />
        <UsageBreakdownCard
          title={t('usage.byModelHeading')}
          chartLabel={t('usage.byModelChart')}
          nameHeader={t('usage.column.model')}
          rows={models}
        />
      </div>
    </>
  )
}
