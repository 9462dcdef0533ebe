import { createFileRoute } from '@tanstack/react-router'
import { handleGetRetention, handleSetRetention } from '#app/server/tenant-lifecycle/tenant-data-api.server'

// How long the tenant keeps threads after their last activity: {days: 1–36500 | null (forever)} (owners).
export const Route = createFileRoute('/api/tenant/retention')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetRetention(request, {}),
      PUT: ({ request }) => handleSetRetention(request, {}),
    },
  },
})
