/**
 * The /admin/plans JSON API: `GET /api/admin/plans?q=&sort=&dir=&page=&size=`,
 * `POST /api/admin/plans` `{id, name, monthlyTokens, priceJpy, maxUsers, maxChats, position?}` → 201,
 * `PUT /api/admin/plans/{id}` (every field but the id), `DELETE /api/admin/plans/{id}` (409 naming
 * the plan's tenants and applications while it is in use). System administrators only (403).
 */
import { readAdminPlansSearch } from '#app/features/admin-plans/admin-plans-search.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { findPlan } from '../../tenancy/plans.server'
import {
  type AdminApiDependencies,
  defaultAdminDependencies,
  invalidFields,
  jsonResponse,
  parseAdminFields,
  searchParamsOf,
  withSystemAdmin,
} from '../users/admin-api.server'
import {
  createPlan,
  createPlanSchema,
  deletePlan,
  listAdminPlans,
  updatePlan,
  updatePlanSchema,
} from './admin-plans.server'

type Params = { id: string }

export function handleListPlans(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () =>
    jsonResponse(
      200,
      await listAdminPlans(await dependencies.getDb(), readAdminPlansSearch(searchParamsOf(request))),
    ),
  )
}

export function handleCreatePlan(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true, body: true }, async (caller, body) => {
    const parsed = parseAdminFields(createPlanSchema, body)
    if (!parsed.ok) return parsed.response
    const db = await dependencies.getDb()
    if (await findPlan(db, parsed.data.id)) {
      return invalidFields({ id: bothLanguages('errors.adminPlans.idTaken') }, 409)
    }
    return jsonResponse(201, await createPlan(db, parsed.data, caller))
  })
}

export function handleUpdatePlan(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true, body: true }, async (caller, body) => {
    const parsed = parseAdminFields(updatePlanSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(200, await updatePlan(await dependencies.getDb(), params.id, parsed.data, caller))
  })
}

export function handleDeletePlan(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async (caller) =>
    jsonResponse(200, await deletePlan(await dependencies.getDb(), params.id, caller)),
  )
}
