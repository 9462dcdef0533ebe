/** The audit log's server function (administrator only, 403 otherwise). */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { auditQuerySchema, listAuditPage } from '../../server/admin/audit/audit-list.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import { type AuditSearch, auditListRequest } from './admin-audit-search'

export const getAdminAudit = createServerFn({ method: 'GET' })
  // Every field falls back on its own; a query that is not an object at all is the default one.
  .validator((input: unknown) =>
    auditQuerySchema().parse(
      typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {},
    ),
  )
  .handler(({ data }) => handleAdminRequest((db) => listAuditPage(db, data)))

export const adminAuditQuery = (search: AuditSearch) => {
  const request = auditListRequest(search)
  return queryOptions({
    queryKey: ['admin-audit', request],
    queryFn: () => getAdminAudit({ data: request }),
    staleTime: 0,
  })
}
