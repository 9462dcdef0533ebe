import { useTranslation } from 'react-i18next'
import * as css from './payment.css'
import type { PurchaseStatus } from './payment-schemas.shared'

/** A purchase's status as a labelled pill (shared by /payment and /admin/purchasedTokens). */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation()
  return (
    <span className={css.badge[status]} data-status={status}>
      {t(`payment.status.${status}`)}
    </span>
  )
}
