import { createFileRoute } from '@tanstack/react-router'
import { handleApplicationPicture } from '#app/server/branding/brand-api.server'

// Upload (PUT, the raw file as the body) or remove (DELETE) an application's logo or favicon.
export const Route = createFileRoute('/api/admin/applications/$key/brand/$picture')({
  server: {
    handlers: {
      PUT: ({ request, params }) => handleApplicationPicture(request, params.key, params.picture),
      DELETE: ({ request, params }) => handleApplicationPicture(request, params.key, params.picture),
    },
  },
})
