import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import { useFormatTime } from '../../i18n/time-zone'
import type { PendingPlanChangeView } from '../../server/payment/plan-change-view.server'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import * as css from './payment.css'
import { firstDayOf } from './plan-change-rules.shared'

export interface PendingPlanChangeProps {
  change: PendingPlanChangeView
  /** The plan the tenant is on now (localized). */
  fromPlanName: string
  /** Owners may withdraw it. */
  canWithdraw: boolean
  /** Resolves to an error text to keep the dialog open with, or undefined once withdrawn. */
  onWithdraw?: () => Promise<string | undefined>
}

/** The plan change in progress: what, since when, how it proceeds, and (for owners) withdrawing it. */
export function PendingPlanChange({ change, fromPlanName, canWithdraw, onWithdraw }: PendingPlanChangeProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const time = useFormatTime()
  const toPlan = localizedName({ name: change.toPlanName, nameEn: change.toPlanNameEn }, locale)
  const day = firstDayOf(change.effectiveMonth ?? '')
  const state =
    change.method === 'stripe'
      ? t('payment.pending.awaitingPayment')
      : change.method === 'invoice'
        ? t('payment.pending.awaitingConfirmation')
        : t('payment.pending.scheduled', { day })
  const note =
    change.method === 'stripe'
      ? t('payment.pending.awaitingPaymentNote')
      : change.method === 'invoice'
        ? t('payment.pending.awaitingConfirmationNote')
        : t('payment.pending.scheduledNote')
  return (
    <div className={css.pendingBox} data-testid="pending-plan-change" data-method={change.method}>
      <h3 className={css.pendingHeading}>{t('payment.pending.heading')}</h3>
      <p className={css.pendingLine}>
        <span>{t('payment.pending.change', { from: fromPlanName, to: toPlan })}</span>
        <Badge tone="info" data-status={change.method}>
          {state}
        </Badge>
      </p>
      <p className={css.muted}>
        {t('payment.pending.requestedAt', { time: time.dateTime(change.createdAt) })}
      </p>
      <p className={css.muted}>{note}</p>
      {canWithdraw && (
        <div className={css.pendingAction}>
          <ConfirmDialog
            title={t('payment.pending.withdrawTitle', { plan: toPlan })}
            description={t('payment.pending.withdrawDescription')}
            confirmLabel={t('payment.pending.withdraw')}
            confirmVariant="danger"
            onConfirm={() => onWithdraw?.()}
            trigger={
              <Button variant="secondary" size="small">
                {t('payment.pending.withdraw')}
              </Button>
            }
          />
        </div>
      )}
    </div>
  )
}
