import { createFileRoute } from '@tanstack/react-router'
import { handleDeletePlan, handleUpdatePlan } from '#app/server/admin/plans/admin-plans-http.server'

// Edit a plan (PUT, every field but the id) or delete it (refused while in use).
export const Route = createFileRoute('/api/admin/plans/$id')({
  server: {
    handlers: {
      PUT: ({ request, params }) => handleUpdatePlan(request, params),
      DELETE: ({ request, params }) => handleDeletePlan(request, params),
    },
  },
})
