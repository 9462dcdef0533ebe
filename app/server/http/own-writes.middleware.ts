import { createMiddleware } from '@tanstack/react-start'

/**
 * After a request that may have written (anything but GET and HEAD), this process reads the cache
 * counters again (ADR 044): a change the database bumped by itself (a session ended, migration
 * 0035) is seen by this process's next request even before its NOTIFY comes back. The read is
 * sent as the response leaves, so that next request does not wait on its round trip.
 */
export const ownWritesMiddleware = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const { getCacheVersions } = await import('../tenancy/process-cache-versions.server')
    getCacheVersions().refresh()
  }
  return result
})
