import './lib/zod-config'
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorPage, NotFoundPage } from './features/errors/error-pages'
import { routeTree } from './routeTree.gen'
import { NETWORK_REFUSAL_META, NETWORK_REFUSAL_PATH } from './server/network-access/network-refusal.shared'

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

/**
 * Whether this page is the refusal of a tenant's IP allow-list (ADR 035): on the server the request
 * middleware says so; in the browser the page's marker does, so it hydrates the same route.
 */
function networkRefused(): boolean {
  if (typeof document !== 'undefined') {
    return document.querySelector(`meta[name="${NETWORK_REFUSAL_META}"]`) !== null
  }
  try {
    return Boolean(getGlobalStartContext()?.networkRefusal)
  } catch {
    return false
  }
}

/**
 * Every location is the refusal page inside the router while the address bar keeps the one asked
 * for: no other route, and so none of their loaders, runs for a refused visitor.
 */
function refusalRewrite() {
  let asked: URL | undefined
  return {
    input: ({ url }: { url: URL }) => {
      asked = new URL(url)
      const inside = new URL(url)
      inside.pathname = NETWORK_REFUSAL_PATH
      inside.search = ''
      return inside
    },
    output: ({ url }: { url: URL }) => (url.pathname === NETWORK_REFUSAL_PATH && asked ? asked : url),
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
    ...(networkRefused() ? { rewrite: refusalRewrite() } : {}),
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
