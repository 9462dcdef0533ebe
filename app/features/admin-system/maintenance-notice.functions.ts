import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import {
  loadMaintenanceNotice,
  type MaintenanceNotice,
} from '../../server/admin/system/system-settings.server'
import { getRequestSession } from '../../server/auth/session.server'

/** The notice for the tenant layout; null when none is set or nobody is signed in. */
export const getMaintenanceNotice = createServerFn({ method: 'GET' }).handler(
  async (): Promise<MaintenanceNotice | null> => {
    const session = await getRequestSession(getRequest().headers)
    if (!session) return null
    const { db } = await getDatabase()
    return loadMaintenanceNotice(db)
  },
)

export const maintenanceNoticeQuery = queryOptions({
  queryKey: ['maintenance-notice'],
  queryFn: () => getMaintenanceNotice(),
  // Users already on a page see a new notice within minutes, without reloading.
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
})
