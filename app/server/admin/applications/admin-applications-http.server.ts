/**
 * The /admin/applications JSON API: `GET /api/admin/applications?q=&sort=&dir=&page=&size=`,
 * `POST /api/admin/applications` `{key, name, themeKey, defaultPlanId?, settings?}` → 201,
 * `PATCH /api/admin/applications/{key}` `{name?, themeKey?, defaultPlanId?, settings?}` (settings
 * fields merge; `apiKey: null` clears the key, `settings: null` returns to the environment's
 * provider), `DELETE /api/admin/applications/{key}` (409 naming the tenants while in use).
 * API keys go in and never come out: every answer carries `hasApiKey` only. Administrators only.
 */
import { readAdminApplicationsSearch } from '#app/features/admin-applications/admin-applications-search.shared'
import { isPlanOffered } from '#app/features/payment/plan-change-rules.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import {
  applicationInputSchema,
  applicationPatchSchema,
  createApplication,
  findApplication,
  updateApplication,
} from '../../tenancy/applications.server'
import { findPlan } from '../../tenancy/plans.server'
import { adminHandlers, type FieldErrors, invalidFields, jsonResponse } from '../users/admin-api.server'
import { deleteApplication, listAdminApplications, settingsPatchErrors } from './admin-applications.server'

type Params = { key: string }

const UNKNOWN_PLAN = bothLanguages('errors.adminApplications.noSuchPlan')

/** Free registration's plan must exist and be offered to the application; the error, or undefined. */
async function defaultPlanError(db: Parameters<typeof findPlan>[0], planId: string, applicationKey: string) {
  const plan = await findPlan(db, planId)
  if (!plan) return UNKNOWN_PLAN
  if (!isPlanOffered(plan, applicationKey)) {
    return bothLanguages('errors.payment.planOfOtherApplication', { id: planId, application: applicationKey })
  }
  return undefined
}

export const handleListApplications = adminHandlers.list(readAdminApplicationsSearch, listAdminApplications)

export const handleCreateApplication = adminHandlers.bodyChange(
  applicationInputSchema.strict(),
  async (db, fields, caller) => {
    if (await findApplication(db, fields.key)) {
      return invalidFields({ key: bothLanguages('errors.adminApplications.keyTaken') }, 409)
    }
    const planError = fields.defaultPlanId && (await defaultPlanError(db, fields.defaultPlanId, fields.key))
    if (planError) return invalidFields({ defaultPlanId: planError })
    return jsonResponse(201, await createApplication(db, fields, caller.actor))
  },
)

export const handleUpdateApplication = adminHandlers.rowChange(
  applicationPatchSchema,
  async (db, { key }: Params, fields, caller) => {
    const current = await findApplication(db, key)
    // The service answers 404 for an unknown key; field checks need the current row.
    if (current) {
      const errors: FieldErrors = { ...settingsPatchErrors(current, fields.settings) }
      const planError = fields.defaultPlanId && (await defaultPlanError(db, fields.defaultPlanId, key))
      if (planError) errors.defaultPlanId = planError
      if (Object.keys(errors).length > 0) return invalidFields(errors)
    }
    return updateApplication(db, key, fields, caller.actor)
  },
)

export const handleDeleteApplication = adminHandlers.rowAction((db, { key }: Params, caller) =>
  deleteApplication(db, key, caller),
)
