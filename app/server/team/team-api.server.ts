/**
 * The /team HTTP API (the page uses it; so can scripts with `Authorization: Bearer`):
 *
 * - `GET /api/team`: members, teams, open invitations (owners/admins), the plan's user limit
 * - `POST /api/team/invitations` `{email, role}` · `POST …/{id}/resend` · `DELETE …/{id}`
 * - `PATCH /api/team/members/{userId}` `{role}` · `DELETE /api/team/members/{userId}`
 * - `PUT /api/team/members/{userId}/teams` `{teamIds}`: the member's teams, all at once
 * - `POST /api/team/teams` `{name}` · `PATCH /api/team/teams/{id}` `{name}` · `DELETE …/{id}`
 * - `PUT /api/team/members/{userId}/quota` and `PUT /api/team/teams/{id}/quota`
 *   `{"monthlyCredits": n | null}`: a monthly credit cap (credit-quotas.server.ts)
 *
 * Members may read; every change needs an owner or admin (403 otherwise). Another tenant's ids
 * are 404. Errors are `{error, message, messages: {ja, en}, fieldErrors?}`.
 */
import { getDatabase } from '#db/runtime'
import { findTenantMember } from '../home/tenant-member.server'
import { quotaInputSchema, setMemberQuota, setTeamQuota } from './credit-quotas.server'
import { createInvitation, inviteInputSchema, resendInvitation, revokeInvitation } from './invitations.server'
import {
  defaultDependencies,
  jsonResponse,
  requestOrigin,
  type TeamApiDependencies,
  teamHandlers,
  withTeamCaller,
} from './team-http.server'
import {
  changeMemberRole,
  createTeam,
  deleteTeam,
  loadTeamPage,
  memberTeamsSchema,
  removeMember,
  renameTeam,
  roleInputSchema,
  setMemberTeams,
  teamNameSchema,
} from './team-service.server'

export { defaultDependencies }

type Id = { id: string }
type UserId = { userId: string }

export function handleGetTeam(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamCaller(request, dependencies, { mutating: false }, async (caller) =>
    jsonResponse(200, await loadTeamPage(await dependencies.getDb(), caller)),
  )
}

export const handleInvite = teamHandlers.bodyChange(inviteInputSchema, async (db, fields, caller, request) =>
  jsonResponse(201, await createInvitation(db, caller, fields, { origin: requestOrigin(request) })),
)

export const handleResendInvitation = teamHandlers.rowAction((db, { id }: Id, caller, request) =>
  resendInvitation(db, caller, id, { origin: requestOrigin(request) }),
)

export const handleRevokeInvitation = teamHandlers.rowAction((db, { id }: Id, caller) =>
  revokeInvitation(db, caller, id),
)

export const handleChangeRole = teamHandlers.rowChange(
  roleInputSchema,
  (db, { userId }: UserId, fields, caller) => changeMemberRole(db, caller, userId, fields),
)

export const handleRemoveMember = teamHandlers.rowAction((db, { userId }: UserId, caller) =>
  removeMember(db, caller, userId),
)

export const handleSetMemberTeams = teamHandlers.rowChange(
  memberTeamsSchema,
  (db, { userId }: UserId, fields, caller) => setMemberTeams(db, caller, userId, fields),
)

export const handleCreateTeam = teamHandlers.bodyChange(teamNameSchema, async (db, fields, caller) =>
  jsonResponse(201, await createTeam(db, caller, fields)),
)

export const handleRenameTeam = teamHandlers.rowChange(teamNameSchema, (db, { id }: Id, fields, caller) =>
  renameTeam(db, caller, id, fields),
)

export const handleDeleteTeam = teamHandlers.rowAction((db, { id }: Id, caller) => deleteTeam(db, caller, id))

export const handleSetMemberQuota = teamHandlers.rowChange(
  quotaInputSchema,
  (db, { userId }: UserId, fields, caller) => setMemberQuota(db, caller, userId, fields),
)

export const handleSetTeamQuota = teamHandlers.rowChange(quotaInputSchema, (db, { id }: Id, fields, caller) =>
  setTeamQuota(db, caller, id, fields),
)

/** The page's server function reads through the same loader as `GET /api/team`. */
export async function teamPageForHeaders(headers: Headers) {
  const { db } = await getDatabase()
  const member = await findTenantMember(db, headers)
  if (!member) return null
  return loadTeamPage(db, member)
}
