/** A purchase's statuses (zod-free: route options import it, and they ship in the first load). */
export const PURCHASE_STATUS_VALUES = ['pending', 'paid', 'confirmed', 'failed', 'canceled'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUS_VALUES)[number]

export function isPurchaseStatus(value: unknown): value is PurchaseStatus {
  return typeof value === 'string' && (PURCHASE_STATUS_VALUES as readonly string[]).includes(value)
}
