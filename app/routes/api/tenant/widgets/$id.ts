import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteWidget, handleUpdateWidget } from '#app/server/widgets/widget-http.server'

// One embeddable chat widget: change or delete it (owners and admins; ADR 040).
export const Route = createFileRoute('/api/tenant/widgets/$id')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleUpdateWidget(request, params),
      DELETE: ({ request, params }) => handleDeleteWidget(request, params),
    },
  },
})
