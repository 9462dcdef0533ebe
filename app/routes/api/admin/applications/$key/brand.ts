import { createFileRoute } from '@tanstack/react-router'
import { handleGetApplicationBrand, handlePatchApplicationBrand } from '#app/server/branding/brand-api.server'

// An application's brand identity (names, mail sender, footer, links) for the console.
export const Route = createFileRoute('/api/admin/applications/$key/brand')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetApplicationBrand(request, params.key),
      PATCH: ({ request, params }) => handlePatchApplicationBrand(request, params.key),
    },
  },
})
