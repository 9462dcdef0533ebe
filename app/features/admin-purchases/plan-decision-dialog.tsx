import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminPlanChangeView } from '../../server/payment/admin-plan-changes.server'
import { formatPrice } from '../payment/money'
import { planChangeNames } from './admin-plan-changes'
import { type Decision, DecisionNoteDialog, type DecisionResult } from './decision-dialog'

export interface PlanDecisionDialogProps {
  target: { change: AdminPlanChangeView; decision: Decision } | null
  onClose: () => void
  onDecide: (change: AdminPlanChangeView, decision: Decision, note: string) => Promise<DecisionResult>
}

/** Approves (the plan changes at once) or rejects (with a reason the owner reads) a plan change paid by invoice. */
export function PlanDecisionDialog({ target, onClose, onDecide }: PlanDecisionDialogProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const change = target?.change
  const decision = target?.decision ?? 'confirm'
  const title = change
    ? t(
        decision === 'confirm'
          ? 'adminPurchases.planChanges.confirmTitle'
          : 'adminPurchases.planChanges.rejectTitle',
        {
          tenant: change.tenantName,
          ...planChangeNames(change, locale),
          price: formatPrice(change.priceJpy, locale),
        },
      )
    : ''
  return (
    <DecisionNoteDialog
      open={target !== null}
      decision={decision}
      title={title}
      intro={<p>{t('adminPurchases.planChanges.confirmIntro')}</p>}
      confirmLabel={t('adminPurchases.planChanges.confirm')}
      onClose={onClose}
      onSubmit={async (note) => (target ? onDecide(target.change, target.decision, note) : undefined)}
    />
  )
}
