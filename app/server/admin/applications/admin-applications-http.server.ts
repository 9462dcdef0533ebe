/**
 * The /admin/applications JSON API: `GET /api/admin/applications?q=&sort=&dir=&page=&size=`,
 * `POST /api/admin/applications` `{key, name, themeKey, defaultPlanId?, settings?}` → 201,
 * `PATCH /api/admin/applications/{key}` `{name?, themeKey?, defaultPlanId?, settings?}` (settings
 * fields merge; `apiKey: null` clears the key, `settings: null` returns to the environment's
 * provider), `DELETE /api/admin/applications/{key}` (409 naming the tenants while in use).
 * API keys go in and never come out: every answer carries `hasApiKey` only. Administrators only.
 */
import { readAdminApplicationsSearch } from '#app/features/admin-applications/admin-applications-search.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import {
  applicationInputSchema,
  applicationPatchSchema,
  createApplication,
  findApplication,
  updateApplication,
} from '../../tenancy/applications.server'
import { findPlan } from '../../tenancy/plans.server'
import {
  type AdminApiDependencies,
  defaultAdminDependencies,
  type FieldErrors,
  invalidFields,
  jsonResponse,
  parseAdminFields,
  searchParamsOf,
  withSystemAdmin,
} from '../users/admin-api.server'
import { deleteApplication, listAdminApplications, settingsPatchErrors } from './admin-applications.server'

type Params = { key: string }

const UNKNOWN_PLAN = bothLanguages('errors.adminApplications.noSuchPlan')

export function handleListApplications(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () =>
    jsonResponse(
      200,
      await listAdminApplications(
        await dependencies.getDb(),
        readAdminApplicationsSearch(searchParamsOf(request)),
      ),
    ),
  )
}

export function handleCreateApplication(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true, body: true }, async (caller, body) => {
    const parsed = parseAdminFields(applicationInputSchema.strict(), body)
    if (!parsed.ok) return parsed.response
    const db = await dependencies.getDb()
    if (await findApplication(db, parsed.data.key)) {
      return invalidFields({ key: bothLanguages('errors.adminApplications.keyTaken') }, 409)
    }
    if (parsed.data.defaultPlanId && !(await findPlan(db, parsed.data.defaultPlanId))) {
      return invalidFields({ defaultPlanId: UNKNOWN_PLAN })
    }
    return jsonResponse(201, await createApplication(db, parsed.data, caller.actor))
  })
}

export function handleUpdateApplication(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true, body: true }, async (caller, body) => {
    const parsed = parseAdminFields(applicationPatchSchema, body)
    if (!parsed.ok) return parsed.response
    const db = await dependencies.getDb()
    const current = await findApplication(db, params.key)
    // The service answers 404 for an unknown key; field checks need the current row.
    if (!current) return jsonResponse(200, await updateApplication(db, params.key, parsed.data, caller.actor))
    const errors: FieldErrors = { ...settingsPatchErrors(current, parsed.data.settings) }
    if (parsed.data.defaultPlanId && !(await findPlan(db, parsed.data.defaultPlanId))) {
      errors.defaultPlanId = UNKNOWN_PLAN
    }
    if (Object.keys(errors).length > 0) return invalidFields(errors)
    return jsonResponse(200, await updateApplication(db, params.key, parsed.data, caller.actor))
  })
}

export function handleDeleteApplication(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async (caller) =>
    jsonResponse(200, await deleteApplication(await dependencies.getDb(), params.key, caller)),
  )
}
