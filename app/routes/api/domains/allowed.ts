import { createFileRoute } from '@tanstack/react-router'
import { serveDomainAllowed } from '#app/server/tenancy/domain-http.server'

// Caddy's on-demand TLS "ask": may this host get a certificate? (docs/operators.md, ADR 023)
export const Route = createFileRoute('/api/domains/allowed')({
  server: { handlers: { GET: ({ request }) => serveDomainAllowed(request) } },
})
