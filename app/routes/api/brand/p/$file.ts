import { createFileRoute } from '@tanstack/react-router'
import { serveBrandFile } from '#app/server/branding/brand-http.server'

// The platform's own icons, for hosts and pages of no application.
export const Route = createFileRoute('/api/brand/p/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) => serveBrandFile(request, { kind: 'platform' }, params.file),
    },
  },
})
