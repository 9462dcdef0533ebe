import { createFileRoute } from '@tanstack/react-router'
import {
  handleGetApplicationMasking,
  handleSetApplicationMasking,
} from '#app/server/pii-masking/masking-http.server'

// The PII masked before the model for every tenant of an application: {kinds, ngWords} (ADR 034).
export const Route = createFileRoute('/api/admin/applications/$key/masking')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetApplicationMasking(request, params),
      PUT: ({ request, params }) => handleSetApplicationMasking(request, params),
    },
  },
})
