import { useTranslation } from 'react-i18next'
import { formatCredits, formatMegabytes, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { PaymentPlanView } from '../../server/payment/payment-page.server'
import { Card } from '../../ui/card/card'
import { formatPrice } from './money'
import * as css from './payment.css'
import { PendingPlanChange, type PendingPlanChangeProps } from './pending-plan-change'

export interface PlanCardProps {
  plans: PaymentPlanView[]
  currentPlanId: string
  canChangePlan: boolean
  /** Knowledge documents' bytes and the plan's allowance (null: unlimited). */
  storage?: { usedBytes: number; limitBytes: number | null }
  /** The change in progress, shown under the plan's facts. */
  pending?: Omit<PendingPlanChangeProps, 'fromPlanName'> | null
}

/** The current plan with its allowance, price and limits, and the change in progress if any. */
export function PlanCard({ plans, currentPlanId, canChangePlan, storage, pending }: PlanCardProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const current = plans.find((plan) => plan.id === currentPlanId)
  const currentName = current ? localizedName(current, locale) : currentPlanId
  const limit = (value: number | null) =>
    value === null ? t('payment.plan.unlimited') : formatNumber(value, locale)

  return (
    <Card title={t('payment.plan.heading')}>
      <div className={css.stack}>
        <p className={css.planName} data-testid="current-plan">
          {currentName}
        </p>
        {current && (
          <dl className={css.facts}>
            <dt className={css.factLabel}>{t('payment.plan.monthly')}</dt>
            <dd className={css.factValue}>{formatCredits(current.monthlyTokens, locale)}</dd>
            <dt className={css.factLabel}>{t('payment.plan.price')}</dt>
            <dd className={css.factValue}>
              {t('payment.plan.perMonth', { price: formatPrice(current.priceJpy, locale) })}
            </dd>
            <dt className={css.factLabel}>{t('payment.plan.users')}</dt>
            <dd className={css.factValue}>{limit(current.maxUsers)}</dd>
            <dt className={css.factLabel}>{t('payment.plan.chats')}</dt>
            <dd className={css.factValue}>{limit(current.maxChats)}</dd>
            {storage && (
              <>
                <dt className={css.factLabel}>{t('payment.plan.storage')}</dt>
                <dd className={css.factValue} data-testid="payment-storage">
                  {storage.limitBytes === null
                    ? t('payment.plan.storageUnlimited', { used: formatMegabytes(storage.usedBytes, locale) })
                    : t('payment.plan.storageOf', {
                        used: formatMegabytes(storage.usedBytes, locale),
                        limit: formatMegabytes(storage.limitBytes, locale),
                      })}
                </dd>
              </>
            )}
          </dl>
        )}
        {pending && <PendingPlanChange {...pending} fromPlanName={currentName} />}
        {!canChangePlan && <p className={css.muted}>{t('payment.plan.ownerOnly')}</p>}
      </div>
    </Card>
  )
}
