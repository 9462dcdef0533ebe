import { createFileRoute } from '@tanstack/react-router'
import { handleCreatePlan, handleListPlans } from '#app/server/admin/plans/admin-plans-http.server'

// The plans of the platform for the system administrator (/admin/plans): list and create.
export const Route = createFileRoute('/api/admin/plans/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListPlans(request),
      POST: ({ request }) => handleCreatePlan(request),
    },
  },
})
