/**
 * The owner's mail settings on /payment (issue 18): the low-balance threshold and the monthly
 * usage summary. One schema for the form and for `PUT /api/payment/alerts`, so both refuse the
 * same values; its messages are i18n keys, shown beside the field and sent in both languages.
 */
import { z } from 'zod'

/**
 * A billion credits: above any balance a tenant holds, low enough that a slip of the keyboard
 * (six zeros too many) is refused instead of stored as an alert that can never stay quiet.
 */
export const LOW_BALANCE_THRESHOLD_MAX = 1_000_000_000

const threshold = z
  .number({ message: 'payment.alerts.thresholdInvalid' })
  .int('payment.alerts.thresholdInvalid')
  .min(1, 'payment.alerts.thresholdInvalid')
  .max(LOW_BALANCE_THRESHOLD_MAX, 'payment.alerts.thresholdInvalid')

export const balanceAlertsSchema = z.object({
  /** Credits; null turns the alert off. */
  lowBalanceThreshold: threshold.nullable(),
  monthlySummary: z.boolean({ message: 'payment.alerts.summaryInvalid' }),
})
export type BalanceAlertsInput = z.infer<typeof balanceAlertsSchema>

/** What the owner's section shows. */
export interface BalanceAlertsView extends BalanceAlertsInput {
  /** False once the alert was sent, until the balance is back at or above the threshold. */
  armed: boolean
  balance: number
}
