/** The console's server functions run through here (kept apart so tests need no request context). */
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../auth/session.server'
import { type AdminCaller, type AdminResult, runAdminCall } from './admin-call.server'

/**
 * For server functions: the request's session and the process database; the failure's status
 * becomes the HTTP status (403 for anyone but the administrator, 400 with field errors…).
 */
export async function handleAdminRequest<T>(
  work: (db: Db, caller: AdminCaller) => Promise<T>,
): Promise<AdminResult<T>> {
  const session = await getRequestSession(getRequest().headers)
  const { db } = await getDatabase()
  const result = await runAdminCall(session, (caller) => work(db, caller))
  if (!result.ok) setResponseStatus(result.status)
  return result
}
