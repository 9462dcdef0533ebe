import { createFileRoute } from '@tanstack/react-router'
import {
  handleGetModelPrices,
  handleRemoveModelPrice,
  handleSetModelPrice,
} from '#app/server/admin/applications/model-prices-http.server'

// Model prices of an application, or of the system default (`default`): read, set, remove.
export const Route = createFileRoute('/api/admin/model-prices/$scope')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetModelPrices(request, params),
      PUT: ({ request, params }) => handleSetModelPrice(request, params),
      DELETE: ({ request, params }) => handleRemoveModelPrice(request, params),
    },
  },
})
