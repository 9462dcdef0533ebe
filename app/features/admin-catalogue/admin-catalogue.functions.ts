/**
 * The catalogue console's one server function: an operation name and its input, run by
 * app/server/admin/catalogue/admin-catalogue-api.server.ts, which checks the system-administrator
 * session again on the server (401/403 JSON otherwise) and validates the input with zod there.
 * No validator here: a zod validator would ship to the browser (e2e/bundle-budget.spec.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { getDatabase } from '../../../db/runtime'
import {
  type AdminCatalogueData,
  type AdminCatalogueOperation,
  type AdminCatalogueResult,
  adminCatalogueFailure,
  adminCatalogueOperations,
  runAdminCatalogueOperation,
} from '../../server/admin/catalogue/admin-catalogue-api.server'
import { getRequestSession } from '../../server/auth/session.server'

export type { AdminCatalogueOperation, AdminCatalogueResult }

const adminCatalogueFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(async ({ data }): Promise<AdminCatalogueResult<AdminCatalogueData<AdminCatalogueOperation>>> => {
    const request = data && typeof data === 'object' ? (data as { operation?: unknown; input?: unknown }) : {}
    const operation = request.operation
    if (typeof operation !== 'string' || !Object.hasOwn(adminCatalogueOperations, operation)) {
      setResponseStatus(400)
      return adminCatalogueFailure(400, 'unknown_operation', '不明な操作です。', 'Unknown operation.')
    }
    const { db } = await getDatabase()
    const session = await getRequestSession(getRequest().headers)
    const result = await runAdminCatalogueOperation(
      db,
      session,
      operation as AdminCatalogueOperation,
      request.input ?? {},
    )
    if (!result.ok) setResponseStatus(result.status)
    return result
  })

/** Calls one catalogue operation; the answer is typed by the operation's name. */
export function callAdminCatalogue<K extends AdminCatalogueOperation>(
  operation: K,
  input: Record<string, unknown> = {},
): Promise<AdminCatalogueResult<AdminCatalogueData<K>>> {
  return adminCatalogueFn({ data: { operation, input } }) as Promise<
    AdminCatalogueResult<AdminCatalogueData<K>>
  >
}
