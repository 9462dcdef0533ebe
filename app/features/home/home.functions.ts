import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '../../../db/runtime'
import { type HomeData, loadHome } from '../../server/home/home.server'
import { findTenantMember } from '../../server/home/tenant-member.server'

export type HomeResult = { status: 'ok'; home: HomeData } | { status: 'signed-out' }

/** The signed-in member's home: their tenant's chats, their recent threads, the balance. */
export const getHome = createServerFn({ method: 'GET' }).handler(async (): Promise<HomeResult> => {
  const { db } = await getDatabase()
  const member = await findTenantMember(db, getRequest().headers)
  if (!member) return { status: 'signed-out' }
  return { status: 'ok', home: await loadHome(db, member) }
})

export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: () => getHome(),
  // Fresh on every visit: the balance and the threads change with each chat turn.
  staleTime: 0,
})
