/**
 * What choosing another plan means (ADR 029), decided the same way by /payment and the server.
 * Pure: no database, no Stripe.
 */

export type PlanDirection = 'upgrade' | 'downgrade'

interface PricedPlan {
  priceJpy: number
  monthlyTokens: number
}

/**
 * An upgrade costs more a month, or the same for a larger allowance: it starts a payment and
 * applies once paid. Anything else is a downgrade, which waits for the 1st of next month.
 */
export function planDirection(from: PricedPlan, to: PricedPlan): PlanDirection {
  if (to.priceJpy > from.priceJpy) return 'upgrade'
  if (to.priceJpy === from.priceJpy && to.monthlyTokens > from.monthlyTokens) return 'upgrade'
  return 'downgrade'
}

/** A plan with no application is offered to every application. */
export function isPlanOffered(plan: { applicationKey: string | null }, applicationKey: string): boolean {
  return plan.applicationKey === null || plan.applicationKey === applicationKey
}

/** `2026-12` → `2026-12-01`: the day a downgrade scheduled for that month takes effect. */
export function firstDayOf(month: string): string {
  return `${month}-01`
}
