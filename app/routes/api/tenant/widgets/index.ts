import { createFileRoute } from '@tanstack/react-router'
import { handleCreateWidget, handleListWidgets } from '#app/server/widgets/widget-http.server'

// The tenant's embeddable chat widgets (owners and admins; ADR 040).
export const Route = createFileRoute('/api/tenant/widgets/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListWidgets(request, {}),
      POST: ({ request }) => handleCreateWidget(request, {}),
    },
  },
})
