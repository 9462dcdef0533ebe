/** What the /admin/users view can ask for; the page sends each to the JSON API (searches to a server function). */
import type { AdminChoiceSearch } from '../admin-tenants/admin-choices'
import type { TeamRole } from '../team/team-rules.shared'
import type { ApiResult } from './admin-form'

export interface CreateUserInput {
  tenantId: string | null
  role?: TeamRole
  name: string
  email: string
  password?: string
}

export interface AdminUserActions {
  create(
    input: CreateUserInput,
  ): Promise<ApiResult<{ id: string; email: string; generatedPassword?: string }>>
  update(id: string, input: { name: string; email: string }): Promise<ApiResult<unknown>>
  ban(id: string, reason: string): Promise<ApiResult<unknown>>
  /** `handedBackToTenant`: the user stays out, removed by their tenant, which may invite them again. */
  unban(id: string): Promise<ApiResult<{ handedBackToTenant?: boolean }>>
  resetPassword(id: string, password?: string): Promise<ApiResult<{ generatedPassword?: string }>>
  setRole(id: string, role: TeamRole): Promise<ApiResult<unknown>>
  setSystemAdmin(id: string, systemAdmin: boolean): Promise<ApiResult<unknown>>
  /** Recovery: the user's two-factor authentication removed, their sessions ended (ADR 036). */
  resetTwoFactor(id: string): Promise<ApiResult<unknown>>
  /** The tenant pickers' server search. */
  searchChoices: AdminChoiceSearch
}
