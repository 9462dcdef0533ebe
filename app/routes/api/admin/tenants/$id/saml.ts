import { createFileRoute } from '@tanstack/react-router'
import { handleAdminSaml } from '#app/server/saml/saml-http.server'

// Any tenant's SAML single sign-on set-up, for the console's tenant dialog (ADR 037).
export const Route = createFileRoute('/api/admin/tenants/$id/saml')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleAdminSaml(request, params.id),
      PUT: ({ request, params }) => handleAdminSaml(request, params.id),
      DELETE: ({ request, params }) => handleAdminSaml(request, params.id),
    },
  },
})
