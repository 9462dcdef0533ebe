import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../server/auth/session.server'
import { isTwoFactorRequired, requestTwoFactorDue } from '../../server/two-factor/two-factor.server'

export interface TwoFactorStatus {
  enabled: boolean
  /** The session may do nothing else until it enrols. */
  due: boolean
  /** Turning it off is not allowed (a system administrator, a tenant that requires it). */
  required: boolean
  admin: boolean
}

/** The signed-in user's two-factor state for the enrolment pages (ADR 036); null when signed out. */
export const getTwoFactorStatus = createServerFn({ method: 'GET' }).handler(
  async (): Promise<TwoFactorStatus | null> => {
    const request = getRequest()
    const session = await getRequestSession(request.headers)
    if (!session) return null
    const { db } = await getDatabase()
    const admin = session.user.isSystemAdminLogin
    const tenantId = session.user.tenantId
    return {
      enabled: session.user.twoFactorEnabled === true,
      due: (await requestTwoFactorDue(request.headers, db, session)) !== null,
      required: admin || (tenantId ? await isTwoFactorRequired(db, tenantId) : false),
      admin,
    }
  },
)

export const twoFactorStatusQuery = {
  queryKey: ['two-factor-status'],
  queryFn: () => getTwoFactorStatus(),
  staleTime: 0,
} as const
