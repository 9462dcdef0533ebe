import { createFileRoute } from '@tanstack/react-router'
import { checkHealth } from '../../server/health.server'

export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () => {
        const health = await checkHealth()
        return Response.json(health.body, {
          status: health.status,
          headers: { 'cache-control': 'no-store' },
        })
      },
    },
  },
})
