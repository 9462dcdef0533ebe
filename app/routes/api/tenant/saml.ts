import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteOwnSaml, handleGetOwnSaml, handleSetOwnSaml } from '#app/server/saml/saml-http.server'

// The tenant's SAML single sign-on set-up (owners; ADR 037).
export const Route = createFileRoute('/api/tenant/saml')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetOwnSaml(request, {}),
      PUT: ({ request }) => handleSetOwnSaml(request, {}),
      DELETE: ({ request }) => handleDeleteOwnSaml(request, {}),
    },
  },
})
