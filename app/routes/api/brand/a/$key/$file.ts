import { createFileRoute } from '@tanstack/react-router'
import { serveBrandFile } from '#app/server/branding/brand-http.server'

// An application's logo and icons (app/server/branding/brand-http.server.ts).
export const Route = createFileRoute('/api/brand/a/$key/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        serveBrandFile(request, { kind: 'application', key: params.key }, params.file),
    },
  },
})
