/**
 * `GET /api/admin/usage/csv?from=&to=|preset=&application=&lang=ja|en`: every tenant's usage of
 * the range by day, tenant, application and model as CSV, for a session signed in through
 * /admin/login only (403 otherwise). A bad range is a 400 in Japanese and English.
 */
import { resolveUsageRange } from '#app/features/usage/usage-range.shared'
import { jsonError } from '../../chat/chat-http.server'
import { csvDownload } from '../../http/csv-download.server'
import { usageCsvQuery } from '../../usage/usage-export.server'
import {
  type AdminApiDependencies,
  defaultAdminApiDependencies,
  withAdminCaller,
} from '../tokens/admin-api.server'
import { totalUsageCsv, totalUsageFilter } from './total-usage.server'

export function handleTotalUsageCsv(
  request: Request,
  dependencies: AdminApiDependencies & { now?: () => Date } = defaultAdminApiDependencies,
) {
  return withAdminCaller(request, dependencies, { mutating: false }, async () => {
    const { language, application, ...search } = usageCsvQuery(request)
    const resolved = resolveUsageRange(search, dependencies.now?.() ?? new Date())
    if (!resolved.ok) {
      return jsonError(400, 'invalid_range', 'errors.admin.invalidRange')
    }
    const { from, to } = resolved.range
    const body = await totalUsageCsv(
      await dependencies.getDb(),
      totalUsageFilter(resolved.range, application),
      language,
    )
    return csvDownload(body, `total-usage-${from}-${to}.csv`)
  })
}
