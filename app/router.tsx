import './lib/zod-config'
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorPage, NotFoundPage } from './features/errors/error-pages'
import { routeTree } from './routeTree.gen'

/**
 * The request's CSP nonce (app/server/http/security-headers.middleware.ts), stamped on every
 * inline script and style the server renders. None in the browser (the router reads it back from
 * the page's `csp-nonce` meta tag while hydrating), nor when the access guard builds its route
 * matcher before the request middleware has run (Start throws there; that router renders nothing).
 */
function requestNonce(): string | undefined {
  try {
    return getGlobalStartContext()?.nonce
  } catch {
    return undefined
  }
}

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Retries follow spec §8 in the HTTP layer (app/lib/http.ts), not a second time here.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
  const nonce = requestNonce()
  const router = createRouter({
    routeTree,
    ...(nonce ? { ssr: { nonce } } : {}),
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
