import { createMiddleware } from '@tanstack/react-start'

/** Runs spec §6's access rules on every page request before it renders (server only). */
export const accessMiddleware = createMiddleware().server(async ({ request, next }) => {
  const { guardPageRequest } = await import('../../server/auth/access-guard.server')
  const redirect = await guardPageRequest(request)
  if (redirect) return redirect
  return next()
})
