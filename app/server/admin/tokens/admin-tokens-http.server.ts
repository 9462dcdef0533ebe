/**
 * `POST /api/admin/tokens/grant` `{tenant, amount, reason, submissionId}` and
 * `POST /api/admin/purchases/refund` `{tenantId, purchaseId, reason}`: the console's token
 * changes, for a session signed in through /admin/login only (403 otherwise). Bad input is a 400
 * with field errors (i18n keys), a second refund a 409, never a 500.
 */
import { z } from 'zod'
import { jsonResponse } from '../../chat/chat-http.server'
import { invalidForm, parseFormBody } from '../../http/form-body.server'
import { refundPurchase } from '../../payment/refunds.server'
import { type AdminApiDependencies, defaultAdminApiDependencies, withAdminCaller } from './admin-api.server'
import { grantFormSchema, grantFromConsole } from './admin-grants.server'

export function handleAdminGrant(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminApiDependencies,
) {
  return withAdminCaller(request, dependencies, { mutating: true }, async (caller) => {
    const form = await parseFormBody(request, grantFormSchema())
    if (form instanceof Response) return form
    const outcome = await grantFromConsole(await dependencies.getDb(), caller.actor, form)
    if (!outcome.ok) return invalidForm(outcome.fieldErrors)
    return jsonResponse(outcome.created ? 201 : 200, outcome)
  })
}

function refundSchema() {
  return z.object({
    tenantId: z.string().trim().min(1, 'validation.required').max(100),
    purchaseId: z.string().trim().min(1, 'validation.required').max(100),
    reason: z.string().trim().min(1, 'validation.required').max(1000, 'validation.maxLength'),
  })
}

export function handleAdminRefund(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminApiDependencies,
) {
  return withAdminCaller(request, dependencies, { mutating: true }, async (caller) => {
    const input = await parseFormBody(request, refundSchema())
    if (input instanceof Response) return input
    const { refund } = await refundPurchase(await dependencies.getDb(), { ...input, actor: caller.actor })
    return jsonResponse(200, { refund })
  })
}
