/**
 * The /team HTTP API (the page uses it; so can scripts with `Authorization: Bearer`):
 *
 * - `GET /api/team`: members, teams, open invitations (owners/admins), the plan's user limit
 * - `POST /api/team/invitations` `{email, role}` · `POST …/{id}/resend` · `DELETE …/{id}`
 * - `PATCH /api/team/members/{userId}` `{role}` · `DELETE /api/team/members/{userId}`
 * - `PUT /api/team/members/{userId}/teams` `{teamIds}`: the member's teams, all at once
 * - `POST /api/team/teams` `{name}` · `PATCH /api/team/teams/{id}` `{name}` · `DELETE …/{id}`
 *
 * Members may read; every change needs an owner or admin (403 otherwise). Another tenant's ids
 * are 404. Errors are `{error, message, messages: {ja, en}, fieldErrors?}`.
 */
import { getDatabase } from '#db/runtime'
import { findTenantMember } from '../home/tenant-member.server'
import { createInvitation, inviteInputSchema, resendInvitation, revokeInvitation } from './invitations.server'
import {
  defaultDependencies,
  jsonResponse,
  requestOrigin,
  type TeamApiDependencies,
  teamRowAction,
  teamRowChange,
  withTeamCaller,
  withTeamFields,
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

export function handleGetTeam(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamCaller(request, dependencies, { mutating: false }, async (caller) =>
    jsonResponse(200, await loadTeamPage(await dependencies.getDb(), caller)),
  )
}

export function handleInvite(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamFields(request, dependencies, inviteInputSchema, async (fields, db, caller) =>
    jsonResponse(201, await createInvitation(db, caller, fields, { origin: requestOrigin(request) })),
  )
}

export const handleResendInvitation = teamRowAction((db, { id }: { id: string }, caller, request) =>
  resendInvitation(db, caller, id, { origin: requestOrigin(request) }),
)

export const handleRevokeInvitation = teamRowAction((db, { id }: { id: string }, caller) =>
  revokeInvitation(db, caller, id),
)

export const handleChangeRole = teamRowChange(
  roleInputSchema,
  (db, { userId }: { userId: string }, fields, caller) => changeMemberRole(db, caller, userId, fields),
)

export const handleRemoveMember = teamRowAction((db, { userId }: { userId: string }, caller) =>
  removeMember(db, caller, userId),
)

export const handleSetMemberTeams = teamRowChange(
  memberTeamsSchema,
  (db, { userId }: { userId: string }, fields, caller) => setMemberTeams(db, caller, userId, fields),
)

export function handleCreateTeam(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamFields(request, dependencies, teamNameSchema, async (fields, db, caller) =>
    jsonResponse(201, await createTeam(db, caller, fields)),
  )
}

export const handleRenameTeam = teamRowChange(teamNameSchema, (db, { id }: { id: string }, fields, caller) =>
  renameTeam(db, caller, id, fields),
)

export const handleDeleteTeam = teamRowAction((db, { id }: { id: string }, caller) =>
  deleteTeam(db, caller, id),
)

/** The page's server function reads through the same loader as `GET /api/team`. */
export async function teamPageForHeaders(headers: Headers) {
  const { db } = await getDatabase()
  const member = await findTenantMember(db, headers)
  if (!member) return null
  return loadTeamPage(db, member)
}
