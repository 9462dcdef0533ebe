/**
 * Server functions called in-process, inside a real Start request scope. Vitest runs without
 * TanStack Start's compiler, so `createServerFn(...).handler(fn)` would take the client's path
 * (an RPC over fetch). The probe files replace `createServerFn` with `inProcessCreateServerFn`
 * (`vi.mock('@tanstack/react-start', …)`), which keeps the contract the server applies to a call
 * (the validator runs on the input, then the handler gets `{ data }`), and `callServerFn` runs
 * the call inside `createServerEntry`'s request scope so `getRequest()`, `setResponseStatus()`
 * and `appendResponseHeader()` work as in production.
 */
import { createServerEntry, getResponseStatus } from '@tanstack/react-start/server'
import { ORIGIN } from '../../chat/testing/http-client'

type Validator = ((input: unknown) => unknown) | { parse: (input: unknown) => unknown }
type Handler = (context: { data: unknown; method: string; context: Record<string, unknown> }) => unknown

export type InProcessServerFn = ((options?: { data?: unknown }) => Promise<unknown>) & {
  method: string
}

function runValidator(validator: Validator | undefined, input: unknown) {
  if (!validator) return input
  return typeof validator === 'function' ? validator(input) : validator.parse(input)
}

export function inProcessCreateServerFn(options: { method?: string } = {}) {
  const method = options.method ?? 'GET'
  const builder = (validator?: Validator) => ({
    validator: (next: Validator) => builder(next),
    middleware: () => {
      throw new Error('server-function middleware is not modelled by the in-process probes')
    },
    handler: (handle: Handler): InProcessServerFn =>
      Object.assign(
        async (call?: { data?: unknown }) => {
          const data = await runValidator(validator, call?.data)
          return handle({ data, method, context: {} })
        },
        { method },
      ),
  })
  return builder()
}

export interface ServerFnOutcome {
  value?: unknown
  /** Thrown out of the handler: Start answers such a call with a 500. */
  thrown?: unknown
  /** The status the response would carry (setResponseStatus, else 200; 500 when thrown). */
  status: number
  /** `JSON.stringify` of the value (what reaches the browser), or the error's text. */
  text: string
}

export async function callServerFn(
  fn: unknown,
  options: { data?: unknown; headers?: Record<string, string>; host?: string },
): Promise<ServerFnOutcome> {
  const serverFn = fn as InProcessServerFn
  const url = new URL('/_serverFn/security-probe', options.host ? `http://${options.host}` : ORIGIN)
  const request = new Request(url, {
    method: serverFn.method === 'GET' ? 'GET' : 'POST',
    headers: { ...options.headers, ...(options.host ? { host: options.host } : {}) },
  })
  let outcome: ServerFnOutcome = { status: 500, text: 'not run' }
  const entry = createServerEntry({
    fetch: async () => {
      try {
        const value = await serverFn({ data: options.data })
        outcome = { value, status: getResponseStatus(), text: JSON.stringify(value) ?? 'undefined' }
      } catch (error) {
        // A thrown redirect or Response is an answer, not a failure.
        if (error instanceof Response) {
          outcome = { thrown: error, status: error.status, text: await error.clone().text() }
          return new Response(null, { status: 204 })
        }
        outcome = {
          thrown: error,
          status: 500,
          text: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error),
        }
      }
      return new Response(null, { status: 204 })
    },
  })
  await entry.fetch(request)
  return outcome
}
