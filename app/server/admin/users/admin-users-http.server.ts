/**
 * The /admin/users JSON API (the page uses it; so can scripts with an administrator's
 * `Authorization: Bearer` token from /api/auth/sign-in/system-admin):
 *
 * - `GET /api/admin/users?q=&tenant=&role=&banned=&sort=&dir=&page=&size=`: one page of users
 * - `POST /api/admin/users` `{tenantId|null, role?, name, email, password?}` → 201 (a generated
 *   password is in the answer, once)
 * - `PATCH /api/admin/users/{id}` `{name?, email?}`
 * - `POST /api/admin/users/{id}/ban` `{reason?}` · `DELETE /api/admin/users/{id}/ban`
 * - `POST /api/admin/users/{id}/password` `{password?}`
 * - `PUT /api/admin/users/{id}/role` `{role}`: the role in their tenant
 * - `PUT /api/admin/users/{id}/system-admin` `{systemAdmin}`
 *
 * 401 without a session, 403 for anyone but a system administrator, 400 with `fieldErrors`.
 */
import { eq } from 'drizzle-orm'
import { readAdminUsersSearch } from '#app/features/admin-users/admin-users-filter.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { tenants } from '#db/schema'
import { adminHandlers, invalidFields, jsonResponse } from './admin-api.server'
import {
  banSchema,
  banUser,
  createUser,
  createUserSchema,
  emailInUse,
  passwordResetSchema,
  resetPassword,
  setSystemAdmin,
  setTenantRole,
  systemAdminSchema,
  tenantRoleSchema,
  unbanUser,
  updateUser,
  updateUserSchema,
} from './admin-users.server'
import { listAdminUsers } from './admin-users-list.server'

type Params = { id: string }

const EMAIL_TAKEN = bothLanguages('errors.adminUsers.emailTaken')

export const handleListUsers = adminHandlers.list(
  readAdminUsersSearch,
  (db, { tenant, role, banned, ...query }) => listAdminUsers(db, query, { tenant, role, banned }),
)

export const handleCreateUser = adminHandlers.bodyChange(createUserSchema, async (db, fields, caller) => {
  const { tenantId, email } = fields
  if (tenantId && !(await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)))[0]) {
    return invalidFields({ tenantId: bothLanguages('errors.adminUsers.noSuchTenant') })
  }
  if (await emailInUse(db, email)) return invalidFields({ email: EMAIL_TAKEN }, 409)
  return jsonResponse(201, await createUser(db, fields, caller))
})

export const handleUpdateUser = adminHandlers.rowChange(
  updateUserSchema,
  async (db, { id }: Params, fields, caller) => {
    if (fields.email !== undefined && (await emailInUse(db, fields.email, id))) {
      return invalidFields({ email: EMAIL_TAKEN }, 409)
    }
    return updateUser(db, id, fields, caller)
  },
)

export const handleBanUser = adminHandlers.rowChange(
  banSchema,
  (db, { id }: Params, fields, caller) => banUser(db, id, fields, caller),
  { emptyBody: true },
)

export const handleUnbanUser = adminHandlers.rowAction((db, { id }: Params, caller) =>
  unbanUser(db, id, caller),
)

export const handleResetPassword = adminHandlers.rowChange(
  passwordResetSchema,
  (db, { id }: Params, fields, caller) => resetPassword(db, id, fields, caller),
  { emptyBody: true },
)

export const handleSetTenantRole = adminHandlers.rowChange(
  tenantRoleSchema,
  (db, { id }: Params, fields, caller) => setTenantRole(db, id, fields, caller),
)

export const handleSetSystemAdmin = adminHandlers.rowChange(
  systemAdminSchema,
  (db, { id }: Params, fields, caller) => setSystemAdmin(db, id, fields, caller),
)
