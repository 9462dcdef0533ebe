/**
 * What /user and every tenant page read of the account (split from account.functions.ts so the
 * route loader and the root's preference sync do not pull /user's actions into the first load).
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { listActiveSessions, loadProfile } from '../../server/account/account.server'
import { accountCaller } from '../../server/account/account-caller.server'
import { apiTokensRepository } from '../../server/account/api-tokens.server'

/** Everything /user shows: profile, sessions and tokens. */
export const getAccountPage = createServerFn({ method: 'GET' }).handler(async () => {
  const found = await accountCaller()
  if (!found) return { status: 'signed-out' as const }
  const { db, caller } = found
  return {
    status: 'ok' as const,
    profile: await loadProfile(db, caller),
    sessions: await listActiveSessions(db, caller),
    tokens: await apiTokensRepository(db, caller).list(),
  }
})

export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: () => getAccountPage(),
  staleTime: 0,
})

/** The signed-in user's saved chat font and language, applied on every device. */
export const getMyPreferences = createServerFn({ method: 'GET' }).handler(async () => {
  const found = await accountCaller()
  if (!found) return { font: null, locale: null }
  const profile = await loadProfile(found.db, found.caller)
  return { font: profile.chatFont, locale: profile.locale }
})
