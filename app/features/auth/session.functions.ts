import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../server/auth/session.server'
import { requestTwoFactorDue } from '../../server/two-factor/two-factor.server'
import type { SessionUser } from './session-store'

/**
 * The signed-in user of this request (cookie or bearer token), or null; `twoFactorDue` when the
 * session may only enrol in two-factor authentication (client-side navigations go there, ADR 036).
 */
export const getSessionInfo = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SessionUser | null> => {
    const request = getRequest()
    const session = await getRequestSession(request.headers)
    if (!session) return null
    const due = await requestTwoFactorDue(request.headers, (await getDatabase()).db, session)
    return { ...session.user, twoFactorDue: due !== null }
  },
)
