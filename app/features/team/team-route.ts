/**
 * What /team's loader needs, kept apart from the page (team-page.tsx): route loaders ship in the
 * first-load bundle, and the page pulls in the signed-in shell.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { teamQuery } from './team.functions'

export async function loadTeamRoute(queryClient: QueryClient) {
  const result = await queryClient.ensureQueryData(teamQuery)
  // The server guard sends visitors to /login first; this covers a session that ended since.
  if (result.status === 'signed-out') throw redirect({ to: '/login' })
}
