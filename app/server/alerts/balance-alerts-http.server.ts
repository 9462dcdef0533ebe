/**
 * `GET|PUT /api/payment/alerts` `{lowBalanceThreshold: n | null, monthlySummary: boolean}`: the
 * owner's mail settings. Members and admins get 403; a value the schema refuses gets 400 with
 * its message in both languages and `fieldErrors` (i18n keys), and nothing is written.
 */
import { balanceAlertsSchema, LOW_BALANCE_THRESHOLD_MAX } from '#app/features/payment/balance-alerts.shared'
import { fieldErrorsOf } from '#app/features/payment/payment-schemas.shared'
import { isTextKey } from '#app/i18n/texts.server'
import {
  type ChatApiDependencies,
  defaultDependencies,
  jsonError,
  jsonResponse,
  readJsonInput,
  type TenantCaller,
  withTenantCaller,
} from '../chat/chat-http.server'
import type { PaymentCaller } from '../payment/purchases.server'
import { actorRole } from '../team/team-actor.server'
import { assertOwner, readBalanceAlerts, updateBalanceAlerts } from './balance-alerts.server'

/** The limit as both languages write it: 1,000,000,000. */
const MAX_TEXT = LOW_BALANCE_THRESHOLD_MAX.toLocaleString('en-US')

async function ownerCaller(dependencies: ChatApiDependencies, caller: TenantCaller): Promise<PaymentCaller> {
  const role = await actorRole(await dependencies.getDb(), caller)
  const withRole = { ...caller, role }
  assertOwner(withRole)
  return withRole
}

export function handleGetBalanceAlerts(request: Request, dependencies = defaultDependencies) {
  return withTenantCaller(request, dependencies, { mutating: false }, async (caller) => {
    const owner = await ownerCaller(dependencies, caller)
    return jsonResponse(200, await readBalanceAlerts(await dependencies.getDb(), owner.tenantId))
  })
}

export function handlePutBalanceAlerts(request: Request, dependencies = defaultDependencies) {
  return withTenantCaller(request, dependencies, { mutating: true }, async (caller) => {
    // The role first: a member learns nothing from how their body would have been judged.
    const owner = await ownerCaller(dependencies, caller)
    const body = await readJsonInput(request, balanceAlertsSchema, (error) => {
      const fieldErrors = fieldErrorsOf(error)
      const first = Object.values(fieldErrors)[0] ?? ''
      return jsonError(
        400,
        'invalid_input',
        isTextKey(first) ? first : 'errors.common.checkForm',
        { max: MAX_TEXT },
        { fieldErrors },
      )
    })
    if (!body.ok) return body.response
    return jsonResponse(200, await updateBalanceAlerts(await dependencies.getDb(), owner, body.value))
  })
}
