import { createFileRoute } from '@tanstack/react-router'
import { handleUsageCsv } from '#app/server/usage/usage-export.server'

// The usage rows of /usageSituation as CSV (app/server/usage/usage-export.server.ts).
export const Route = createFileRoute('/api/usage/csv')({
  server: {
    handlers: {
      GET: ({ request }) => handleUsageCsv(request),
    },
  },
})
