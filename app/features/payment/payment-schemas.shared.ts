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

/**
 * `POST /api/payment/plan`: the billing fields are needed (and checked as an invoice request's)
 * only when the change is an upgrade paid by invoice; the server decides that.
 */
export const planChangeSchema = z.object({
  planId: z.string().trim().min(1, 'validation.choose').max(63, 'validation.choose'),
  billingName: z.string().max(200, 'validation.maxLength').optional(),
  billingAddress: z.string().max(500, 'validation.maxLength').optional(),
  billingEmail: z.string().max(320, 'validation.maxLength').optional(),
})

/** `POST /api/payment/plan/acknowledge`: the owner has read a failed or rejected change's outcome. */
export const planChangeAcknowledgeSchema = z.object({
  planChangeId: z.string().trim().min(1).max(100),
})

/**
 * The system administrator's decision on an invoice request (a credit pack's or a plan change's):
 * a note is optional on confirm; a rejection must say why, the tenant sees it.
 */
const decisionFields = {
  tenantId: z.string().trim().min(1).max(100),
  decision: z.enum(['confirm', 'reject'], { message: 'validation.choose' }),
  note: z.string().trim().max(1000, 'validation.maxLength').default(''),
}
const rejectionNeedsNote = (value: { decision: 'confirm' | 'reject'; note: string }) =>
  value.decision === 'confirm' || value.note.length > 0
const noteRequired = { path: ['note'], message: 'validation.required' }

export const purchaseDecisionSchema = z
  .object({ ...decisionFields, purchaseId: z.string().trim().min(1).max(100) })
  .refine(rejectionNeedsNote, noteRequired)

export type PurchaseDecisionInput = z.input<typeof purchaseDecisionSchema>

export const planDecisionSchema = z
  .object({ ...decisionFields, planChangeId: z.string().trim().min(1).max(100) })
  .refine(rejectionNeedsNote, noteRequired)

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
