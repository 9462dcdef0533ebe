/** The shapes of the probe tables (endpoint-probes.ts, admin-endpoint-probes.ts, server-fn-probes.ts). */
import type { Caller, SecurityWorld } from './two-tenant-world'

export type { Caller }

/**
 * - `refused`: the call carries tenant B's ids and must be refused (403 or 404 unless
 *   `refusedWith` says which statuses mean "refused" there, e.g. a sign-in's 401);
 * - `own`: the call names nothing of B's that it could reach (a list, a create in A): any
 *   answer below 500, showing nothing of B's.
 * Either way nothing of B's may change, and the answer may show nothing of B's.
 */
export type Expectation = 'refused' | 'own'

export interface EndpointCall {
  caller: Caller
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** A body that is not JSON (a forged webhook's exact bytes). */
  raw?: string
  headers?: Record<string, string>
  expect: Expectation
  refusedWith?: number[]
  /** Extra checks after the call (e.g. A's user still belongs to A). */
  verify?: (world: SecurityWorld) => Promise<void>
  /** Environment for the call (e.g. Stripe configured), set around it only. */
  env?: Record<string, string>
}

export interface HostileTemplate {
  /** Who sends the hostile input: the caller allowed to use the endpoint, so validation runs. */
  caller: Caller
  /** Valid values; each is kept or replaced by something hostile. */
  params?: Record<string, string>
  query?: Record<string, string>
  /** Valid body fields; absent: the endpoint takes no body (a hostile one is sent anyway). */
  body?: Record<string, unknown>
  /**
   * better-auth's own endpoints answer `{ code, message }` in English only; the sign-in pages
   * translate the code. Every other endpoint must explain a refusal in Japanese and English.
   */
  englishOnly?: boolean
  /** Extra headers on every request (e.g. a webhook's signature header). */
  headers?: Record<string, string>
  /** Environment for the property, set around it only. */
  env?: Record<string, string>
}

export interface EndpointProbe {
  isolation: (world: SecurityWorld) => EndpointCall[]
  hostile: (world: SecurityWorld) => HostileTemplate
}

export const TENANT_REFUSED = [403, 404]

/** The tenant roles of A, each refused the same way by the console endpoints. */
export const A_CALLERS: Caller[] = ['a.owner', 'a.admin', 'a.member']

/**
 * Stripe configured with keys that are not real and an API host that answers nothing: enough for
 * the webhook's signature check, which is local, without any network call.
 */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_security_probe',
  STRIPE_WEBHOOK_SECRET: 'whsec_security_probe',
  OPSAI_STRIPE_API_BASE: 'http://127.0.0.1:9',
}

/** What a console probe names: its path params, query and body. */
export type ProbeParts = Pick<EndpointCall, 'params' | 'query' | 'body'>

/** One call per tenant role of A to a console endpoint, each expected to be refused with 403. */
export function adminOnly(parts: (world: SecurityWorld) => ProbeParts[]): EndpointProbe['isolation'] {
  return (world) =>
    parts(world).flatMap((part) =>
      A_CALLERS.map((caller) => ({ ...part, caller, expect: 'refused' as const, refusedWith: [403] })),
    )
}

/** A call B's data must refuse, or one on A's own data that must be answered. */
export const refused = (call: Omit<EndpointCall, 'expect'>): EndpointCall => ({ ...call, expect: 'refused' })
export const own = (call: Omit<EndpointCall, 'expect'>): EndpointCall => ({ ...call, expect: 'own' })
