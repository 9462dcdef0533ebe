/**
 * The JSON endpoints behind /payment and /admin/purchasedTokens. Errors use the chat API's shape
 * `{ error, message, messages: { ja, en } }`; form errors add `fieldErrors: { field: i18n key }`.
 */

import { and, eq } from 'drizzle-orm'
import { tenantMembers } from '#db/schema'
import {
  checkoutRequestSchema,
  invoiceRequestSchema,
  planChangeAcknowledgeSchema,
  planChangeSchema,
  planDecisionSchema,
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
import { invalidForm, parseFormBody } from '../http/form-body.server'
import { PaymentFieldError } from './payment-errors.server'
import { acknowledgePlanChange } from './plan-change-view.server'
import { requestPlanChange, withdrawPlanChange } from './plan-checkout.server'
import { confirmPlanChange, rejectPlanChange } from './plan-invoice.server'
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

/**
 * `POST /api/payment/plan` `{planId, billingName?, billingAddress?, billingEmail?}` → 202: an
 * upgrade `{checkoutUrl, planChangeId}` (Stripe) or `{invoiceRequestId, planChangeId}` (invoice),
 * a downgrade `{planChangeId, effectiveMonth}`. The plan itself changes later (ADR 029).
 */
export function handlePlanChange(request: Request, dependencies = defaultPaymentDependencies) {
  return withPaymentCaller(request, dependencies, async (caller) => {
    const input = await parseFormBody(request, planChangeSchema)
    if (input instanceof Response) return input
    try {
      const result = await requestPlanChange(
        await dependencies.getDb(),
        dependencies.getStripe()?.client ?? null,
        caller,
        input,
        { origin: new URL(request.url).origin },
      )
      const planChangeId = result.planChange.id
      if (result.kind === 'checkout')
        return jsonResponse(202, { checkoutUrl: result.checkoutUrl, planChangeId })
      if (result.kind === 'invoice')
        return jsonResponse(202, { invoiceRequestId: planChangeId, planChangeId })
      return jsonResponse(202, { planChangeId, effectiveMonth: result.planChange.effectiveMonth })
    } catch (error) {
      if (error instanceof PaymentFieldError) return invalidForm(error.fieldErrors)
      throw error
    }
  })
}

/** `DELETE /api/payment/plan` → 200 `{planChange}`: the owner withdraws the open change (404 when none). */
export function handlePlanWithdraw(request: Request, dependencies = defaultPaymentDependencies) {
  return withPaymentCaller(request, dependencies, async (caller) => {
    const stripe = dependencies.getStripe()?.client ?? null
    const planChange = await withdrawPlanChange(await dependencies.getDb(), stripe, caller)
    return jsonResponse(200, { planChange })
  })
}

/** `POST /api/payment/plan/acknowledge` `{planChangeId}` → 200: the outcome notice is closed for the tenant. */
export function handlePlanAcknowledge(request: Request, dependencies = defaultPaymentDependencies) {
  return withPaymentCaller(request, dependencies, async (caller) => {
    const input = await parseFormBody(request, planChangeAcknowledgeSchema)
    if (input instanceof Response) return input
    return jsonResponse(
      200,
      await acknowledgePlanChange(await dependencies.getDb(), caller, input.planChangeId),
    )
  })
}

/**
 * `POST /api/payment/admin/plan-decision` `{tenantId, planChangeId, decision: confirm|reject, note}`:
 * the system administrator confirms a plan change paid by invoice (the plan changes once) or
 * rejects it with a note the owner sees.
 */
export function handlePlanDecision(request: Request, dependencies = defaultPaymentDependencies) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async ({ actor }) => {
    const input = await parseFormBody(request, planDecisionSchema)
    if (input instanceof Response) return input
    const db = await dependencies.getDb()
    const decision = { tenantId: input.tenantId, planChangeId: input.planChangeId, note: input.note, actor }
    const result =
      input.decision === 'confirm'
        ? await confirmPlanChange(db, decision)
        : await rejectPlanChange(db, decision)
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
