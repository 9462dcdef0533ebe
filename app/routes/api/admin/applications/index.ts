import { createFileRoute } from '@tanstack/react-router'
import {
  handleCreateApplication,
  handleListApplications,
} from '#app/server/admin/applications/admin-applications-http.server'

// The applications (ai_type) for the system administrator (/admin/applications): list and create.
export const Route = createFileRoute('/api/admin/applications/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListApplications(request),
      POST: ({ request }) => handleCreateApplication(request),
    },
  },
})
