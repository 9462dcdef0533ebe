/**
 * The forms of /payment and /admin/purchasedTokens, shared by the browser (TanStack Form
 * validators) and the server (the same schema decides again). Messages are i18n keys, so field
 * errors show in the reader's language.
 */
import { z } from 'zod'

const packId = z.string().trim().min(1, 'validation.choose').max(63, 'validation.choose')

export const invoiceRequestSchema = z.object({
  packId,
  billingName: z.string().trim().min(1, 'validation.required').max(200, 'validation.maxLength'),
  billingAddress: z.string().trim().min(1, 'validation.required').max(500, 'validation.maxLength'),
  billingEmail: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(320, 'validation.maxLength')
    .pipe(z.email('validation.email')),
})
export type InvoiceRequestInput = z.infer<typeof invoiceRequestSchema>

export const checkoutRequestSchema = z.object({ packId })

export const planChangeSchema = z.object({
  planId: z.string().trim().min(1, 'validation.choose').max(63, 'validation.choose'),
})

export const purchaseDecisionSchema = z
  .object({
    tenantId: z.string().trim().min(1).max(100),
    purchaseId: z.string().trim().min(1).max(100),
    decision: z.enum(['confirm', 'reject'], { message: 'validation.choose' }),
    /** Optional on confirm; a rejection must say why, the tenant sees it. */
    note: z.string().trim().max(1000, 'validation.maxLength').default(''),
  })
  .refine((value) => value.decision === 'confirm' || value.note.length > 0, {
    path: ['note'],
    message: 'validation.required',
  })
export type PurchaseDecisionInput = z.input<typeof purchaseDecisionSchema>

export { PURCHASE_STATUS_VALUES, type PurchaseStatus } from './purchase-statuses'

/** Field errors as `{ field: i18n key }`: the first issue of each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    fields[key] ??= issue.message
  }
  return fields
}
