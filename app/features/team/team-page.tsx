/**
 * The page /team renders: the view inside the signed-in shell, its actions sent to the team API,
 * and the data read again after every successful change.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import * as brandCss from '../branding/brand-editor.css'
import { ownTenantBrandApi, TenantBrandSection } from '../branding/tenant-brand-section'
import { ownAccessApi, TenantAccessSection } from '../network-access/tenant-access-section'
import { ownMaskingApi } from '../pii-masking/masking-api'
import { ownSamlApi, TenantSamlSection } from '../saml-settings/tenant-saml-section'
import { TenantShell } from '../shell/tenant-shell'
import { TenantTwoFactorCard } from '../two-factor/tenant-two-factor-card'
import { teamQuery } from './team.functions'
import type { TeamActions } from './team-actions'
import { type ApiResult, callApi } from './team-api-client'
import { TeamView } from './team-view'
import { ownExportsApi, ownRetentionApi } from './tenant-data-api'

const OWN_DATA = { exports: ownExportsApi, retention: ownRetentionApi, masking: ownMaskingApi }

export function TeamPage() {
  const { data } = useSuspenseQuery(teamQuery)
  const queryClient = useQueryClient()
  const actions = useMemo<TeamActions>(() => {
    const send = async (method: string, path: string, body?: unknown): Promise<ApiResult<unknown>> => {
      const result = await callApi(method, path, body)
      if (result.ok) await queryClient.invalidateQueries({ queryKey: teamQuery.queryKey })
      return result
    }
    const id = encodeURIComponent
    return {
      invite: (input) => send('POST', '/api/team/invitations', input),
      resendInvitation: (invitation) => send('POST', `/api/team/invitations/${id(invitation)}/resend`),
      revokeInvitation: (invitation) => send('DELETE', `/api/team/invitations/${id(invitation)}`),
      changeRole: (userId, role) => send('PATCH', `/api/team/members/${id(userId)}`, { role }),
      removeMember: (userId) => send('DELETE', `/api/team/members/${id(userId)}`),
      setMemberTeams: (userId, teamIds) => send('PUT', `/api/team/members/${id(userId)}/teams`, { teamIds }),
      createTeam: (name) => send('POST', '/api/team/teams', { name }),
      renameTeam: (team, name) => send('PATCH', `/api/team/teams/${id(team)}`, { name }),
      deleteTeam: (team) => send('DELETE', `/api/team/teams/${id(team)}`),
      setMemberQuota: (userId, monthlyCredits) =>
        send('PUT', `/api/team/members/${id(userId)}/quota`, { monthlyCredits }),
      setTeamQuota: (team, monthlyCredits) =>
        send('PUT', `/api/team/teams/${id(team)}/quota`, { monthlyCredits }),
    }
  }, [queryClient])
  if (data.status !== 'ok') return null
  return (
    <TenantShell>
      <TeamView page={data.page} actions={actions} dataApis={OWN_DATA} />
      <TeamBrand canEdit={data.page.me.role === 'owner'} />
    </TenantShell>
  )
}

/** The organisation's own product name and logo, under the team (owners change them). */
function TeamBrand({ canEdit }: { canEdit: boolean }) {
  return (
    <div className={brandCss.teamSection}>
      <TenantBrandSection api={ownTenantBrandApi} canEdit={canEdit} />
      {canEdit && (
        <div className={brandCss.teamSection}>
          <TenantAccessSection api={ownAccessApi} />
        </div>
      )}
      {canEdit && (
        <div className={brandCss.teamSection}>
          <TenantSamlSection api={ownSamlApi} />
        </div>
      )}
      {canEdit && (
        <div className={brandCss.teamSection}>
          <TenantTwoFactorCard />
        </div>
      )}
    </div>
  )
}
