/**
 * Who may do what on /payment (DESIGN.md: owner > admin > member). Pure, so the page and the
 * server decide the same way.
 */
export type PaymentRole = 'owner' | 'admin' | 'member'

/** Owners and admins buy token packs; members see the page read-only. */
export function canBuyTokens(role: PaymentRole): boolean {
  return role === 'owner' || role === 'admin'
}

/** Only owners change the plan: it changes what the organisation pays every month. */
export function canChangePlan(role: PaymentRole): boolean {
  return role === 'owner'
}
