import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { teamPageForHeaders } from '../../server/team/team-api.server'
import type { TeamPageData } from '../../server/team/team-service.server'

export type TeamPageResult = { status: 'ok'; page: TeamPageData } | { status: 'signed-out' }

/** The signed-in member's team: the same data as `GET /api/team`. */
export const getTeamPage = createServerFn({ method: 'GET' }).handler(async (): Promise<TeamPageResult> => {
  const page = await teamPageForHeaders(getRequest().headers)
  return page ? { status: 'ok', page } : { status: 'signed-out' }
})

export const teamQuery = queryOptions({
  queryKey: ['team'],
  queryFn: () => getTeamPage(),
  staleTime: 0,
})

export type { TeamPageData }
