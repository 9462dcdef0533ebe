/**
 * The JSON endpoints behind /payment and /admin/purchasedTokens. Errors use the chat API's shape
 * `{ error, message, messages: { ja, en } }`; form errors add `fieldErrors: { field: i18n key }`.
 */

import { and, eq } from 'drizzle-orm'
import { tenantMembers } from '#db/schema'
import {
  checkoutRequestSchema,
  invoiceRequestSchema,
  planChangeSchema,
  purchaseDecisionSchema,
} from '../../features/payment/payment-schemas.shared'
import { withSystemAdmin } from '../admin/admin-http.server'
import {
  type ChatApiDependencies,
  defaultDependencies,
  jsonError,
  jsonResponse,
  withTenantCaller,
} from '../chat/chat-http.server'
import { getServerConfig } from '../config.server'
import { parseFormBody } from '../http/form-body.server'
import { changePlan } from './plan-change.server'
import { confirmInvoice, type PaymentCaller, rejectInvoice, requestInvoice } from './purchases.server'
import { createCheckout } from './stripe-checkout.server'
import { type ConfiguredStripe, makeStripe } from './stripe-client.server'

export interface PaymentDependencies extends ChatApiDependencies {
  getStripe: () => ConfiguredStripe | null
}

export const defaultPaymentDependencies: PaymentDependencies = {
  ...defaultDependencies,
  getStripe: () => makeStripe(getServerConfig().stripe),
}

/** A tenant request with the caller's role in their tenant (members without a row count as `member`). */
function withPaymentCaller(
  request: Request,
  dependencies: PaymentDependencies,
  handle: (caller: PaymentCaller) => Promise<Response>,
) {
  return withTenantCaller(request, dependencies, { mutating: true }, async ({ tenantId, userId }) => {
    const db = await dependencies.getDb()
    const [membership] = await db
      .select({ role: tenantMembers.role })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)))
    return handle({ tenantId, userId, role: membership?.role ?? 'member' })
  })
}

/** `POST /api/payment/invoice` `{packId, billingName, billingAddress, billingEmail}` → 201 the pending purchase. */
export function handleInvoiceRequest(request: Request, dependencies = defaultPaymentDependencies) {
  return withPaymentCaller(request, dependencies, async (caller) => {
    const input = await parseFormBody(request, invoiceRequestSchema)
    if (input instanceof Response) return input
    const purchase = await requestInvoice(await dependencies.getDb(), caller, input)
    return jsonResponse(201, { purchase })
  })
}

/** `POST /api/payment/checkout` `{packId}` → `{url}` of a Stripe Checkout session (404 when Stripe is off). */
export function handleCheckout(request: Request, dependencies = defaultPaymentDependencies) {
  return withPaymentCaller(request, dependencies, async (caller) => {
    const stripe = dependencies.getStripe()
    if (!stripe) {
      return jsonError(404, 'stripe_disabled', 'errors.http.stripeDisabledCard')
    }
    const input = await parseFormBody(request, checkoutRequestSchema)
    if (input instanceof Response) return input
    const { purchase, url } = await createCheckout(await dependencies.getDb(), stripe.client, caller, {
      packId: input.packId,
      origin: new URL(request.url).origin,
    })
    return jsonResponse(201, { purchase, url })
  })
}

/** `POST /api/payment/plan` `{planId}` → the new plan and the month its allowance starts. */
export function handlePlanChange(request: Request, dependencies = defaultPaymentDependencies) {
  return withPaymentCaller(request, dependencies, async (caller) => {
    const input = await parseFormBody(request, planChangeSchema)
    if (input instanceof Response) return input
    const result = await changePlan(await dependencies.getDb(), caller, input.planId)
    return jsonResponse(200, result)
  })
}

/**
 * `POST /api/payment/admin/decision` `{tenantId, purchaseId, decision: confirm|reject, note}`:
 * the system administrator (a session signed in through /admin/login) confirms or rejects an
 * invoice request. Confirming credits the tokens once; again changes nothing.
 */
export function handlePurchaseDecision(request: Request, dependencies = defaultPaymentDependencies) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async ({ actor }) => {
    const input = await parseFormBody(request, purchaseDecisionSchema)
    if (input instanceof Response) return input
    const db = await dependencies.getDb()
    const decision = { tenantId: input.tenantId, purchaseId: input.purchaseId, note: input.note, actor }
    const result =
      input.decision === 'confirm' ? await confirmInvoice(db, decision) : await rejectInvoice(db, decision)
    return jsonResponse(200, result)
  })
}
