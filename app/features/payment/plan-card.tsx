import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMegabytes, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { PaymentPlanView } from '../../server/payment/payment-page.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { Select } from '../../ui/select/select'
import { formatPrice } from './money'
import * as css from './payment.css'

export interface PlanCardProps {
  plans: PaymentPlanView[]
  currentPlanId: string
  canChangePlan: boolean
  /** YYYY-MM: the first month the new plan's allowance is granted. */
  allowanceFrom: string
  /** Knowledge documents' bytes and the plan's allowance (null: unlimited). */
  storage?: { usedBytes: number; limitBytes: number | null }
  /** Resolves to an error text to show, or undefined when the plan changed. */
  onChangePlan?: (planId: string) => Promise<string | undefined>
}

/** The current plan with its allowance, price and limits; owners pick another plan here. */
export function PlanCard({
  plans,
  currentPlanId,
  canChangePlan,
  allowanceFrom,
  storage,
  onChangePlan,
}: PlanCardProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const current = plans.find((plan) => plan.id === currentPlanId)
  const limit = (value: number | null) =>
    value === null ? t('payment.plan.unlimited') : formatNumber(value, locale)
  const others = plans.filter((plan) => plan.id !== currentPlanId)

  const submit = async () => {
    if (!chosen) {
      setError(t('validation.choose'))
      return
    }
    setBusy(true)
    setError(undefined)
    const failure = await onChangePlan?.(chosen)
    setBusy(false)
    if (failure) setError(failure)
    else setChosen('')
  }

  return (
    <Card title={t('payment.plan.heading')}>
      <div className={css.stack}>
        <p className={css.planName} data-testid="current-plan">
          {current ? localizedName(current, locale) : currentPlanId}
        </p>
        {current && (
          <dl className={css.facts}>
            <dt className={css.factLabel}>{t('payment.plan.monthly')}</dt>
            <dd className={css.factValue}>{formatNumber(current.monthlyTokens, locale)}</dd>
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
        {canChangePlan ? (
          others.length > 0 && (
            <div className={css.stack}>
              <div className={css.row}>
                <Select
                  label={t('payment.plan.changeLabel')}
                  placeholder={t('validation.choose')}
                  value={chosen}
                  onValueChange={(value) => {
                    setChosen(value)
                    setError(undefined)
                  }}
                  error={error}
                  options={others.map((plan) => ({
                    value: plan.id,
                    label: `${localizedName(plan, locale)} — ${formatNumber(plan.monthlyTokens, locale)} / ${formatPrice(plan.priceJpy, locale)}`,
                  }))}
                />
                <Button variant="secondary" loading={busy} onClick={() => void submit()}>
                  {t('payment.plan.change')}
                </Button>
              </div>
              <p className={css.muted}>{t('payment.plan.changeNote', { month: allowanceFrom })}</p>
            </div>
          )
        ) : (
          <p className={css.muted}>{t('payment.plan.ownerOnly')}</p>
        )}
      </div>
    </Card>
  )
}
