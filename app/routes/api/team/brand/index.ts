import { createFileRoute } from '@tanstack/react-router'
import { handleOwnBrand } from '#app/server/branding/brand-api.server'

// The organisation's own product name (members read it; owners change it) on /team.
export const Route = createFileRoute('/api/team/brand/')({
  server: {
    handlers: {
      GET: ({ request }) => handleOwnBrand(request),
      PATCH: ({ request }) => handleOwnBrand(request),
    },
  },
})
