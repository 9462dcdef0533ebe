import { createFileRoute } from '@tanstack/react-router'
import {
  handleDeleteApplication,
  handleUpdateApplication,
} from '#app/server/admin/applications/admin-applications-http.server'

// Edit an application (PATCH; the API key is write-only) or delete it (refused while in use).
export const Route = createFileRoute('/api/admin/applications/$key')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleUpdateApplication(request, params),
      DELETE: ({ request, params }) => handleDeleteApplication(request, params),
    },
  },
})
