/** Test helper: calls the catalogue console's operations as a given session, exactly as the page does. */

import type { RequestSession } from '#app/server/auth/session.server'
import type { Db } from '#db/client'
import { type AdminCatalogueOperation, runAdminCatalogueOperation } from '../admin-catalogue-api.server'

/** A session as better-auth gives it: a system administrator's (signed in at /admin/login) or a tenant user's. */
export function consoleSession(
  id: string,
  isSystemAdminLogin: boolean,
  tenantId: string | null = null,
): RequestSession {
  return {
    sessionId: `session-${id}`,
    token: id,
    user: { id, name: id, email: `${id}@example.test`, tenantId, role: null, isSystemAdminLogin },
  }
}

/**
 * `run` answers what the page would get (refusals included); `ok` returns the data and throws
 * with the refusal's status and English message otherwise.
 */
export function consoleCaller(db: () => Db, caller: RequestSession) {
  const run = <K extends AdminCatalogueOperation>(
    name: K,
    input: Record<string, unknown> = {},
    who = caller,
  ) => runAdminCatalogueOperation(db(), who, name, input)
  async function ok<K extends AdminCatalogueOperation>(name: K, input: Record<string, unknown> = {}) {
    const result = await run(name, input)
    if (!result.ok)
      throw new Error(`${name}: ${result.status} ${result.message.en} ${JSON.stringify(result.fieldErrors)}`)
    return result.data
  }
  return { run, ok }
}
