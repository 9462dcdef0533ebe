import { queryOptions } from '@tanstack/react-query'
import { getSessionInfo } from './session.functions'

/**
 * The session as query data: resolved on the server for the first render and sent with the
 * page; the browser's SessionStore keeps it current (spec §4).
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => getSessionInfo(),
  staleTime: Number.POSITIVE_INFINITY,
})
