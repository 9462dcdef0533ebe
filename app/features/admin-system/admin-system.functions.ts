import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { loadSystemSettings, type SystemSettingsView } from '../../server/admin/system/system-settings.server'
import { getRequestSession } from '../../server/auth/session.server'
import { listApplications } from '../../server/tenancy/applications.server'

export interface AdminSystemData {
  settings: SystemSettingsView
  applications: { key: string; name: string }[]
}

export type AdminSystemResult = { status: 'ok'; data: AdminSystemData } | { status: 'signed-out' }

/** The settings of /admin/system (the API key only as "set or not"); system administrators only. */
export const getAdminSystem = createServerFn({ method: 'GET' }).handler(
  async (): Promise<AdminSystemResult> => {
    const session = await getRequestSession(getRequest().headers)
    if (!session?.user.isSystemAdminLogin) return { status: 'signed-out' }
    const { db } = await getDatabase()
    const [settings, applications] = await Promise.all([loadSystemSettings(db), listApplications(db)])
    return {
      status: 'ok',
      data: { settings, applications: applications.map(({ key, name }) => ({ key, name })) },
    }
  },
)

export const adminSystemQuery = queryOptions({
  queryKey: ['admin-system'],
  queryFn: () => getAdminSystem(),
  staleTime: 0,
})
