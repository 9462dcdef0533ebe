import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getRequestSession } from '../../server/auth/session.server'

/** The signed-in user of this request (cookie or bearer token), or null. */
export const getSessionInfo = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await getRequestSession(getRequest().headers)
  return session?.user ?? null
})
