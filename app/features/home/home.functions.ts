import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../server/auth/session.server'
import { type HomeData, loadHome } from '../../server/home/home.server'
import { findTenantMember } from '../../server/home/tenant-member.server'

/**
 * `no-tenant`: signed in, but a member of no organisation (e.g. someone single sign-on knows who
 * was never invited). They get a page that says so, not a redirect back to the sign-in page,
 * which would send them home again.
 */
export type HomeResult = { status: 'ok'; home: HomeData } | { status: 'signed-out' } | { status: 'no-tenant' }

/** The signed-in member's home: their tenant's chats, their recent threads, the balance. */
export const getHome = createServerFn({ method: 'GET' }).handler(async (): Promise<HomeResult> => {
  const { db } = await getDatabase()
  const { headers } = getRequest()
  const member = await findTenantMember(db, headers)
  if (!member) {
    const session = await getRequestSession(headers)
    return session && !session.user.isSystemAdminLogin ? { status: 'no-tenant' } : { status: 'signed-out' }
  }
  return { status: 'ok', home: await loadHome(db, member) }
})

export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: () => getHome(),
  // Fresh on every visit: the balance and the threads change with each chat turn.
  staleTime: 0,
})
