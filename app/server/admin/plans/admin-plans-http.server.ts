/**
 * The /admin/plans JSON API: `GET /api/admin/plans?q=&sort=&dir=&page=&size=`,
 * `POST /api/admin/plans` `{id, name, monthlyTokens, priceJpy, maxUsers, maxChats, position?}` → 201,
 * `PUT /api/admin/plans/{id}` (every field but the id), `DELETE /api/admin/plans/{id}` (409 naming
 * the plan's tenants and applications while it is in use). System administrators only (403).
 */
import { readAdminPlansSearch } from '#app/features/admin-plans/admin-plans-search.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { findPlan } from '../../tenancy/plans.server'
import { adminHandlers, invalidFields, jsonResponse } from '../users/admin-api.server'
import {
  createPlan,
  createPlanSchema,
  deletePlan,
  listAdminPlans,
  updatePlan,
  updatePlanSchema,
} from './admin-plans.server'

type Params = { id: string }

export const handleListPlans = adminHandlers.list(readAdminPlansSearch, listAdminPlans)

export const handleCreatePlan = adminHandlers.bodyChange(createPlanSchema, async (db, fields, caller) => {
  if (await findPlan(db, fields.id)) {
    return invalidFields({ id: bothLanguages('errors.adminPlans.idTaken') }, 409)
  }
  return jsonResponse(201, await createPlan(db, fields, caller))
})

export const handleUpdatePlan = adminHandlers.rowChange(
  updatePlanSchema,
  (db, { id }: Params, fields, caller) => updatePlan(db, id, fields, caller),
)

export const handleDeletePlan = adminHandlers.rowAction((db, { id }: Params, caller) =>
  deletePlan(db, id, caller),
)
