/**
 * The JSON endpoints behind /payment and /admin/purchasedTokens. Errors use the chat API's shape
 * `{ error, message, messages: { ja, en } }`; form errors add `fieldErrors: { field: i18n key }`.
 */

import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { bothLanguages } from '#app/i18n/texts.server'
import { tenantMembers } from '#db/schema'
import {
  checkoutRequestSchema,
  fieldErrorsOf,
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
  readJsonBody,
  withTenantCaller,
} from '../chat/chat-http.server'
import { getServerConfig } from '../config.server'
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

function checkForm() {
  const messages = bothLanguages('errors.common.checkForm')
  return { message: `${messages.ja} / ${messages.en}`, messages }
}

function invalidInput(fieldErrors: Record<string, string>) {
  return jsonResponse(400, {
    error: 'invalid_input',
    ...checkForm(),
    fieldErrors,
  })
}

/** Reads and validates the JSON body; the Response is the 400 to send back. */
async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S> | Response> {
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error))
  return parsed.data
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
    const input = await parseBody(request, invoiceRequestSchema)
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
    const input = await parseBody(request, checkoutRequestSchema)
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
    const input = await parseBody(request, planChangeSchema)
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
    const input = await parseBody(request, purchaseDecisionSchema)
    if (input instanceof Response) return input
    const db = await dependencies.getDb()
    const decision = { tenantId: input.tenantId, purchaseId: input.purchaseId, note: input.note, actor }
    const result =
      input.decision === 'confirm' ? await confirmInvoice(db, decision) : await rejectInvoice(db, decision)
    return jsonResponse(200, result)
  })
}
