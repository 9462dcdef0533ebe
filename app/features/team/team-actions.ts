import { useTranslation } from 'react-i18next'
import { type BilingualText, inLanguage } from '../../i18n/bilingual-text.shared'
import type { ApiResult } from './team-api-client'
import type { TeamRole } from './team-rules.shared'

/** What the /team view can ask for; the page sends each to the API (team-page.tsx). */
export interface TeamActions {
  invite(input: { email: string; role: TeamRole }): Promise<ApiResult<unknown>>
  resendInvitation(id: string): Promise<ApiResult<unknown>>
  revokeInvitation(id: string): Promise<ApiResult<unknown>>
  changeRole(userId: string, role: TeamRole): Promise<ApiResult<unknown>>
  removeMember(userId: string): Promise<ApiResult<unknown>>
  setMemberTeams(userId: string, teamIds: string[]): Promise<ApiResult<unknown>>
  createTeam(name: string): Promise<ApiResult<unknown>>
  renameTeam(id: string, name: string): Promise<ApiResult<unknown>>
  deleteTeam(id: string): Promise<ApiResult<unknown>>
  /** A monthly credit cap; null removes it (a text the API refuses is sent as typed). */
  setMemberQuota(userId: string, monthlyCredits: number | string | null): Promise<ApiResult<unknown>>
  setTeamQuota(id: string, monthlyCredits: number | string | null): Promise<ApiResult<unknown>>
}

/** Picks the reader's half of the API's bilingual messages. */
export function useBilingual() {
  const { i18n } = useTranslation()
  return (text: BilingualText | undefined) => (text ? inLanguage(text, i18n.language) : undefined)
}

/**
 * A refused form's messages: each named field's own, and the API's message for the form only when
 * no field has one (it would say the same thing twice).
 */
export function refusalMessages<TField extends string>(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fields: readonly TField[],
  pick: ReturnType<typeof useBilingual>,
) {
  const messages: Partial<Record<TField | 'form', string>> = {}
  for (const field of fields) messages[field] = pick(result.fieldErrors[field])
  if (!fields.some((field) => result.fieldErrors[field])) messages.form = pick(result.message)
  return messages
}
