import { createFileRoute } from '@tanstack/react-router'
import { serveVerificationToken } from '#app/server/tenancy/domain-http.server'

// The token `opsai domains verify` fetches to prove this host reaches the deployment (ADR 023).
export const Route = createFileRoute('/.well-known/domain-verification/$token')({
  server: { handlers: { GET: ({ request, params }) => serveVerificationToken(request, params.token) } },
})
