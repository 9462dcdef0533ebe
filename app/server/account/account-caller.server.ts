/**
 * Who calls /user's server functions: a real session (cookie or session token, never a personal
 * API token: tokens are for the chat API only, ADR 011) of a tenant user, with the database.
 */
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../auth/session.server'
import type { AccountCaller } from './account.server'

export async function accountCaller() {
  const session = await getRequestSession(getRequest().headers)
  if (!session || session.user.isSystemAdminLogin || !session.user.tenantId) return null
  const caller: AccountCaller & { name: string; email: string } = {
    userId: session.user.id,
    tenantId: session.user.tenantId,
    sessionId: session.sessionId,
    name: session.user.name,
    email: session.user.email,
  }
  return { caller, db: (await getDatabase()).db }
}
