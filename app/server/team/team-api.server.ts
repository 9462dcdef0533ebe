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
  parseFields,
  requestOrigin,
  type TeamApiDependencies,
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

const read = { mutating: false }
const change = { mutating: true }
const changeWithBody = { mutating: true, body: true }

export function handleGetTeam(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamCaller(request, dependencies, read, async (caller) =>
    jsonResponse(200, await loadTeamPage(await dependencies.getDb(), caller)),
  )
}

export function handleInvite(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamCaller(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseFields(inviteInputSchema, body)
    if (!parsed.ok) return parsed.response
    const db = await dependencies.getDb()
    return jsonResponse(
      201,
      await createInvitation(db, caller, parsed.data, { origin: requestOrigin(request) }),
    )
  })
}

export function handleResendInvitation(
  request: Request,
  params: { id: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, change, async (caller) =>
    jsonResponse(
      200,
      await resendInvitation(await dependencies.getDb(), caller, params.id, {
        origin: requestOrigin(request),
      }),
    ),
  )
}

export function handleRevokeInvitation(
  request: Request,
  params: { id: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, change, async (caller) =>
    jsonResponse(200, await revokeInvitation(await dependencies.getDb(), caller, params.id)),
  )
}

export function handleChangeRole(
  request: Request,
  params: { userId: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseFields(roleInputSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(
      200,
      await changeMemberRole(await dependencies.getDb(), caller, params.userId, parsed.data),
    )
  })
}

export function handleRemoveMember(
  request: Request,
  params: { userId: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, change, async (caller) =>
    jsonResponse(200, await removeMember(await dependencies.getDb(), caller, params.userId)),
  )
}

export function handleSetMemberTeams(
  request: Request,
  params: { userId: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseFields(memberTeamsSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(
      200,
      await setMemberTeams(await dependencies.getDb(), caller, params.userId, parsed.data),
    )
  })
}

export function handleCreateTeam(request: Request, dependencies: TeamApiDependencies = defaultDependencies) {
  return withTeamCaller(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseFields(teamNameSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(201, await createTeam(await dependencies.getDb(), caller, parsed.data))
  })
}

export function handleRenameTeam(
  request: Request,
  params: { id: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, changeWithBody, async (caller, body) => {
    const parsed = parseFields(teamNameSchema, body)
    if (!parsed.ok) return parsed.response
    return jsonResponse(200, await renameTeam(await dependencies.getDb(), caller, params.id, parsed.data))
  })
}

export function handleDeleteTeam(
  request: Request,
  params: { id: string },
  dependencies: TeamApiDependencies = defaultDependencies,
) {
  return withTeamCaller(request, dependencies, change, async (caller) =>
    jsonResponse(200, await deleteTeam(await dependencies.getDb(), caller, params.id)),
  )
}

/** The page's server function reads through the same loader as `GET /api/team`. */
export async function teamPageForHeaders(headers: Headers) {
  const { db } = await getDatabase()
  const member = await findTenantMember(db, headers)
  if (!member) return null
  return loadTeamPage(db, member)
}
