import { useTranslation } from 'react-i18next'
import { Badge, type BadgeTone } from '../../ui/badge/badge'
import type { PurchaseStatus } from './payment-schemas.shared'

/**
 * Waiting is not an error: a pending request is neutral-blue (info), only a failed payment is
 * red (issue 14: the pending badge read as an error).
 */
const tones: Record<PurchaseStatus, BadgeTone> = {
  pending: 'info',
  paid: 'success',
  confirmed: 'success',
  failed: 'error',
  canceled: 'neutral',
}

/** A purchase's status as a labelled pill (shared by /payment and /admin/purchasedTokens). */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation()
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`payment.status.${status}`)}
    </Badge>
  )
}
