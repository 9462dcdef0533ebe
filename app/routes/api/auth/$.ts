import { createFileRoute } from '@tanstack/react-router'
import { refuseOverlongAuthPath, refuseUnstorableAuthBody } from '#app/server/auth/auth-path-guard.server'
import { handleAuthRequest } from '#app/server/auth/auth-route.server'

// Every better-auth endpoint under /api/auth (sign-in, sign-up, session, sign-out, SSO, …).
export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => refuseOverlongAuthPath(request) ?? handleAuthRequest(request),
      POST: async ({ request }) =>
        refuseOverlongAuthPath(request) ??
        (await refuseUnstorableAuthBody(request)) ??
        handleAuthRequest(request),
    },
  },
})
