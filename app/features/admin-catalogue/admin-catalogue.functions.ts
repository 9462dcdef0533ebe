/**
 * The catalogue console's one server function: an operation name and its input, run by
 * app/server/admin/catalogue/admin-catalogue-api.server.ts, which checks the system-administrator
 * session again on the server (401/403 JSON otherwise), then reads the input with that operation's
 * own schema.
 */
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
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

/** `{ operation, input }`; a request that names no operation reads as null (400, before the session). */
const catalogueRequestSchema = z
  .object({
    operation: z.enum(Object.keys(adminCatalogueOperations) as [AdminCatalogueOperation]),
    input: z.unknown().transform((input) => input ?? {}),
  })
  .nullable()
  .catch(null)

const adminCatalogueFn = createServerFn({ method: 'POST' })
  .validator(catalogueRequestSchema)
  .handler(async ({ data }): Promise<AdminCatalogueResult<AdminCatalogueData<AdminCatalogueOperation>>> => {
    if (!data) {
      setResponseStatus(400)
      return adminCatalogueFailure(400, 'unknown_operation', 'errors.admin.unknownOperation')
    }
    const { db } = await getDatabase()
    const session = await getRequestSession(getRequest().headers)
    const result = await runAdminCatalogueOperation(db, session, data.operation, data.input)
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
