import { createFileRoute } from '@tanstack/react-router'
import { checkReadiness, readinessResponse } from '../../server/lifecycle/readiness.server'

export const Route = createFileRoute('/api/ready')({
  server: {
    handlers: {
      GET: async () => readinessResponse(await checkReadiness()),
    },
  },
})
