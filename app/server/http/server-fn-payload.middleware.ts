import { createMiddleware } from '@tanstack/react-start'

/**
 * A server-function call whose payload Start cannot decode (not JSON, not Seroval's shape) makes
 * Start answer 500 with a serialized error before any of our validators runs. That is the
 * client's mistake, not the server's: such calls get a 400 with a message in both languages
 * (ADR 014). A 500 of a well-formed call is left as it is (it is a real server error).
 */
export const serverFnPayloadMiddleware = createMiddleware().server(async ({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  const copy = request.method === 'GET' ? null : request.clone()
  const result = await next()
  if (result.response.status !== 500) return result
  const { undecodablePayload, undecodablePayloadResponse } = await import('./server-fn-payload.server')
  if (!(await undecodablePayload(request, copy))) return result
  return { ...result, response: undecodablePayloadResponse() }
})
