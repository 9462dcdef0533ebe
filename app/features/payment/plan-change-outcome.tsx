import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { PlanChangeOutcomeView } from '../../server/payment/plan-change-view.server'
import { Button } from '../../ui/button/button'
import * as css from './payment.css'

/** The notes the server writes itself (PLAN_CHANGE_NOTES); any other note is the administrator's. */
const SYSTEM_NOTES = [
  'checkout_expired',
  'payment_failed',
  'amount_mismatch',
  'too_many_members',
  'subscription_ended',
  'set_by_administrator',
  'provider_unavailable',
] as const
type SystemNote = (typeof SYSTEM_NOTES)[number]

const isSystemNote = (note: string | null): note is SystemNote =>
  (SYSTEM_NOTES as readonly (string | null)[]).includes(note)

export interface PlanChangeOutcomeProps {
  outcome: PlanChangeOutcomeView
  /** Closes the notice for the tenant (it is shown until an owner does). */
  onDismiss?: () => Promise<void>
}

/** How the latest plan change ended when it did not go through: shown until an owner closes it. */
export function PlanChangeOutcome({ outcome, onDismiss }: PlanChangeOutcomeProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [busy, setBusy] = useState(false)
  const plan = localizedName({ name: outcome.toPlanName, nameEn: outcome.toPlanNameEn }, locale)
  const text = isSystemNote(outcome.note)
    ? t(`payment.outcome.${outcome.note}`, { plan })
    : t('payment.outcome.rejected', { plan, note: outcome.note ?? '' })
  return (
    <div role="status" className={css.warningNotice} data-testid="plan-change-outcome">
      <p className={css.noticeText}>{text}</p>
      {onDismiss && (
        <Button
          variant="secondary"
          size="small"
          loading={busy}
          onClick={async () => {
            setBusy(true)
            await onDismiss()
            setBusy(false)
          }}
        >
          {t('payment.outcome.dismiss')}
        </Button>
      )}
    </div>
  )
}
