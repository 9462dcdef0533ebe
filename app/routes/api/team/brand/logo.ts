import { createFileRoute } from '@tanstack/react-router'
import { handleOwnLogo } from '#app/server/branding/brand-api.server'

// The organisation's own logo: owners upload (PUT, the raw file) or remove (DELETE) it.
export const Route = createFileRoute('/api/team/brand/logo')({
  server: {
    handlers: {
      PUT: ({ request }) => handleOwnLogo(request),
      DELETE: ({ request }) => handleOwnLogo(request),
    },
  },
})
