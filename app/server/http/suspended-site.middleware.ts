import { createMiddleware } from '@tanstack/react-start'

/** Gives a suspended tenant's pages the 503 status (app/server/http/suspended-site.server.ts). */
export const suspendedSiteMiddleware = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  const { withSuspendedSiteStatus } = await import('./suspended-site.server')
  return { ...result, response: await withSuspendedSiteStatus(request, result.response) }
})
