import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { accessMiddleware } from './features/auth/access.middleware'
import { httpFetch } from './lib/http'

// Server functions are same-origin RPC: a cross-site call is refused with 403 (declaring
// `startInstance` replaces Start's default middleware, so CSRF is listed explicitly).
const csrfMiddleware = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
})

// Every server-function call from the browser goes through the one HTTP layer (retry rule,
// 401 handling). On the server the default fetch is used.
export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, accessMiddleware],
  serverFns: { fetch: typeof window === 'undefined' ? undefined : httpFetch },
}))
