import { createFileRoute } from '@tanstack/react-router'
import { handleTotalUsageCsv } from '#app/server/admin/total-usage/total-usage-csv.server'

// Every tenant's usage of a range as CSV (/admin/totalUsageSituation).
export const Route = createFileRoute('/api/admin/usage/csv')({
  server: { handlers: { GET: ({ request }) => handleTotalUsageCsv(request) } },
})
