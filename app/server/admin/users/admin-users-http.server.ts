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
import {
  type AdminApiDependencies,
  defaultAdminDependencies,
  invalidFields,
  jsonResponse,
  parseAdminFields,
  searchParamsOf,
  withSystemAdmin,
} from './admin-api.server'
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
const read = { mutating: false }
const changeWithBody = { mutating: true, body: true }
const change = { mutating: true }

const EMAIL_TAKEN = bothLanguages('errors.adminUsers.emailTaken')

export function handleListUsers(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, read, async () => {
    const { tenant, role, banned, ...query } = readAdminUsersSearch(searchParamsOf(request))
    const page = await listAdminUsers(await dependencies.getDb(), query, { tenant, role, banned })
    return jsonResponse(200, page)
  })
}

export function handleCreateUser(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseAdminFields(createUserSchema, body)
    if (!parsed.ok) return parsed.response
    const db = await dependencies.getDb()
    const { tenantId, email } = parsed.data
    if (tenantId && !(await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)))[0]) {
      return invalidFields({ tenantId: bothLanguages('errors.adminUsers.noSuchTenant') })
    }
    if (await emailInUse(db, email)) return invalidFields({ email: EMAIL_TAKEN }, 409)
    return jsonResponse(201, await createUser(db, parsed.data, caller))
  })
}

export function handleUpdateUser(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseAdminFields(updateUserSchema, body)
    if (!parsed.ok) return parsed.response
    const db = await dependencies.getDb()
    if (parsed.data.email !== undefined && (await emailInUse(db, parsed.data.email, params.id))) {
      return invalidFields({ email: EMAIL_TAKEN }, 409)
    }
    return jsonResponse(200, await updateUser(db, params.id, parsed.data, caller))
  })
}

export function handleBanUser(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseAdminFields(banSchema, body ?? {})
    if (!parsed.ok) return parsed.response
    return jsonResponse(200, await banUser(await dependencies.getDb(), params.id, parsed.data, caller))
  })
}

export function handleUnbanUser(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, change, async (caller) =>
    jsonResponse(200, await unbanUser(await dependencies.getDb(), params.id, caller)),
  )
}

export function handleResetPassword(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseAdminFields(passwordResetSchema, body ?? {})
    if (!parsed.ok) return parsed.response
    return jsonResponse(200, await resetPassword(await dependencies.getDb(), params.id, parsed.data, caller))
  })
}

export function handleSetTenantRole(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseAdminFields(tenantRoleSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(200, await setTenantRole(await dependencies.getDb(), params.id, parsed.data, caller))
  })
}

export function handleSetSystemAdmin(
  request: Request,
  params: Params,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseAdminFields(systemAdminSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(200, await setSystemAdmin(await dependencies.getDb(), params.id, parsed.data, caller))
  })
}
