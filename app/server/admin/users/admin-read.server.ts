/**
 * The console pages' reads (server functions behind /admin/users, /admin/plans and
 * /admin/applications): the session is checked again here, on the server, whatever the page
 * guard did; anyone but a system-administrator sign-in gets a 401/403 and no data.
 */
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../auth/session.server'

export type AdminRead<T> = { ok: true; data: T } | { ok: false; status: 401 | 403 }

export async function readAsSystemAdmin<T>(load: (db: Db) => Promise<T>): Promise<AdminRead<T>> {
  const session = await getRequestSession(getRequest().headers)
  if (!session?.user.isSystemAdminLogin) {
    const status = session ? 403 : 401
    setResponseStatus(status)
    return { ok: false, status }
  }
  const { db } = await getDatabase()
  return { ok: true, data: await load(db) }
}
