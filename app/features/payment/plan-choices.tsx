import { useTranslation } from 'react-i18next'
import { formatCredits, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { PaymentPlanView } from '../../server/payment/payment-page.server'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { formatPrice } from './money'
import * as css from './payment.css'
import { firstDayOf } from './plan-change-rules.shared'

export interface PlanChoicesProps {
  plans: PaymentPlanView[]
  /** `stripe`: an upgrade is paid by card now; `invoice`: it is requested by invoice. */
  mode: 'stripe' | 'invoice'
  canChangePlan: boolean
  /** A change is in progress: nothing else can be chosen until it is withdrawn or done. */
  blocked: boolean
  /** YYYY-MM: when a downgrade chosen now takes effect. */
  downgradeMonth: string
  /** The plan whose card payment is being opened. */
  busyPlanId?: string
  onChoose?: (plan: PaymentPlanView) => void
}

/** Every plan offered to the tenant, each saying what choosing it does; owners choose here. */
export function PlanChoices({
  plans,
  mode,
  canChangePlan,
  blocked,
  downgradeMonth,
  busyPlanId,
  onChoose,
}: PlanChoicesProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const day = firstDayOf(downgradeMonth)
  const limit = (value: number | null) =>
    value === null ? t('payment.plan.unlimited') : formatNumber(value, locale)
  const actionOf = (plan: PaymentPlanView) => {
    if (plan.change === 'downgrade') {
      return {
        text: t('payment.plans.downgrade', { day }),
        label: t('payment.plans.scheduleDowngrade', { day }),
      }
    }
    return mode === 'stripe'
      ? { text: t('payment.plans.upgradeCard'), label: t('payment.plans.payByCard') }
      : { text: t('payment.plans.upgradeInvoice'), label: t('payment.plans.requestInvoice') }
  }
  return (
    <Card title={t('payment.plans.heading')} description={t('payment.plans.description')}>
      <div className={css.stack}>
        <ul className={css.planGrid}>
          {plans.map((plan) => {
            const name = localizedName(plan, locale)
            const action = plan.change === 'current' ? null : actionOf(plan)
            return (
              <li
                key={plan.id}
                className={plan.change === 'current' ? css.planTileCurrent : css.planTile}
                data-testid={`plan-${plan.id}`}
                data-change={plan.change}
              >
                <p className={css.planTileName}>{name}</p>
                <p className={css.planTileCredits}>
                  {t('payment.plans.creditsPerMonth', { credits: formatCredits(plan.monthlyTokens, locale) })}
                </p>
                <p className={css.packPrice}>
                  {t('payment.plan.perMonth', { price: formatPrice(plan.priceJpy, locale) })}
                </p>
                <p className={css.muted}>
                  {t('payment.plans.limits', { users: limit(plan.maxUsers), chats: limit(plan.maxChats) })}
                </p>
                <div className={css.planAction}>
                  {action === null ? (
                    <Badge tone="success">{t('payment.plans.current')}</Badge>
                  ) : (
                    canChangePlan && (
                      <>
                        <p className={css.muted}>{action.text}</p>
                        <Button
                          size="small"
                          variant={plan.change === 'upgrade' ? 'primary' : 'secondary'}
                          disabled={blocked || (busyPlanId !== undefined && busyPlanId !== plan.id)}
                          loading={busyPlanId === plan.id}
                          aria-label={`${action.label}: ${name}`}
                          onClick={() => onChoose?.(plan)}
                        >
                          {action.label}
                        </Button>
                      </>
                    )
                  )}
                </div>
              </li>
            )
          })}
        </ul>
        {canChangePlan && blocked && <p className={css.muted}>{t('payment.plans.blocked')}</p>}
      </div>
    </Card>
  )
}
