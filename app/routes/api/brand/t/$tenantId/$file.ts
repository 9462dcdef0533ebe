import { createFileRoute } from '@tanstack/react-router'
import { serveBrandFile } from '#app/server/branding/brand-http.server'

// A tenant's logo and icons inside its application's brand (app/server/branding/brand-http.server.ts).
export const Route = createFileRoute('/api/brand/t/$tenantId/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        serveBrandFile(request, { kind: 'tenant', id: params.tenantId }, params.file),
    },
  },
})
