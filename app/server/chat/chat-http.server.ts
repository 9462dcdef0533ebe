/**
 * The request side of the chat HTTP API, shared by its endpoints: who is asking (session cookie
 * or `Authorization: Bearer`), whether a cookie-borne request really comes from this site, and
 * the one JSON error shape `{ error, message, messages }`: `message` is "Japanese / English",
 * `messages` the same as `{ ja, en }` so a screen can show the reader's language alone.
 */

import type { z } from 'zod'
import { type BilingualText, joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, isTextKey, type TextKey, type TextParams } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { apiCallerSessionResolver } from '../account/api-token-session.server'
import { ProviderSettingsError } from '../ai/provider-settings.server'
import { getRequestSession, type RequestSession } from '../auth/session.server'
import { getServerConfig } from '../config.server'
import { isDatabaseUnavailable, isDataException } from '../db-errors.server'
import { ServiceError } from '../errors.server'
import { InsufficientTokensError } from '../ledger/errors.server'
import { captureServerError } from '../sentry.server'
import { unstorableTextPath } from '../unstorable-text.server'
import type { ChatTurnOptions } from './chat-turn.server'

/** What the handlers need from the process; tests pass their own database or session. */
export interface ChatApiDependencies {
  getDb: () => Promise<Db>
  getSession: (headers: Headers) => Promise<RequestSession | null>
  turnOptions?: ChatTurnOptions
}

const getProcessDb = async () => (await getDatabase()).db

export const defaultDependencies: ChatApiDependencies = {
  getDb: getProcessDb,
  // Personal API tokens (ADR 011) count as the user's session here, and only here.
  getSession: apiCallerSessionResolver(getProcessDb, getRequestSession),
}

/** A turn's options from the configuration (OPSAI_AI_*_TIMEOUT_MS), when the caller gave none. */
export function configuredTurnOptions(): ChatTurnOptions {
  const { firstTokenTimeoutMs, idleTimeoutMs } = getServerConfig().ai
  return { timeouts: { firstTokenMs: firstTokenTimeoutMs, idleMs: idleTimeoutMs } }
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** The API's error shape from texts already worded in both languages (a ServiceError's). */
export function jsonMessages(
  status: number,
  error: string,
  messages: BilingualText,
  extra: Record<string, unknown> = {},
) {
  return jsonResponse(status, { error, message: joinedText(messages), messages, ...extra })
}

/** The API's error shape, worded from the catalogue. */
export function jsonError(
  status: number,
  error: string,
  key: TextKey,
  params?: TextParams,
  extra?: Record<string, unknown>,
) {
  return jsonMessages(status, error, bothLanguages(key, params), extra)
}

/** Far above the longest message: anything bigger is not a chat message. */
const MAX_BODY_BYTES = 256 * 1024

export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) {
    return {
      ok: false,
      response: jsonError(413, 'payload_too_large', 'errors.http.payloadTooLarge'),
    }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {
      ok: false,
      response: jsonError(400, 'invalid_json', 'errors.http.invalidJson'),
    }
  }
  const unstorable = unstorableTextPath(value)
  if (unstorable !== undefined) {
    const field = unstorable ? ` (${unstorable})` : ''
    return {
      ok: false,
      response: jsonError(400, 'invalid_input', 'errors.http.unstorableAt', { field }),
    }
  }
  return { ok: true, value }
}

/** What refuses a body its schema does not accept: one text for any issue, with its values. */
export interface BodyRefusal {
  key: TextKey
  params?: TextParams
}

/**
 * The body parsed by the endpoint's declared schema, or the response that refuses it: 413, 400
 * for bad JSON, else 400 worded by `refusal` (one text, or a response built from the schema's
 * error, e.g. a form's field errors) or, without one, by the first issue's own key.
 */
export async function readJsonInput<S extends z.ZodType>(
  request: Request,
  schema: S,
  refusal?: BodyRefusal | ((error: z.ZodError) => Response),
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const body = await readJsonBody(request)
  if (!body.ok) return body
  const parsed = schema.safeParse(body.value)
  if (parsed.success) return { ok: true, value: parsed.data }
  if (typeof refusal === 'function') return { ok: false, response: refusal(parsed.error) }
  const issue = parsed.error.issues[0]
  const key = refusal?.key ?? (issue && isTextKey(issue.message) ? issue.message : 'errors.common.notInForm')
  return { ok: false, response: jsonError(400, 'invalid_input', key, refusal?.params) }
}

export const unauthenticated = () => jsonError(401, 'unauthenticated', 'errors.http.unauthenticated')

/** The database refused a value of the request (a NUL character, a number out of range…). */
export const unstorableInput = () => jsonError(400, 'invalid_input', 'errors.http.unstorableInput')

/** Services throw ServiceErrors with bilingual messages; anything else is a bug and says little. */
export function errorResponse(error: unknown): Response {
  if (error instanceof InsufficientTokensError) {
    return jsonError(402, error.code, 'errors.payment.insufficientTokensAskAdmin', {
      needed: error.needed,
      available: error.available,
    })
  }
  if (error instanceof ServiceError) {
    return jsonMessages(error.status, error.code, error.messages)
  }
  if (isDataException(error)) return unstorableInput()
  captureServerError(error)
  if (isDatabaseUnavailable(error)) {
    // A restart or failover of the database: it answers again within seconds (spec §8 retries
    // an idempotent request once on 503; the Retry-After tells a script when).
    const response = jsonError(503, 'database_unavailable', 'errors.http.databaseUnavailable')
    response.headers.set('retry-after', '2')
    return response
  }
  if (error instanceof ProviderSettingsError) {
    return jsonError(503, 'model_unavailable', 'errors.http.modelUnavailable')
  }
  return jsonError(500, 'internal_error', 'errors.http.internal')
}

function hasBearerToken(request: Request) {
  return /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '')
}

/**
 * A mutating request that relies on cookies must come from this site: its `Origin` must be the
 * request's own origin (or host, behind a proxy that rewrote the scheme). A bearer token is not
 * sent by browsers on their own, so scripts using one need no Origin.
 */
export function crossSiteRefusal(request: Request): Response | undefined {
  if (hasBearerToken(request)) return undefined
  // Without a cookie there is no session to ride on: the caller is told to sign in (401), not
  // that it came from another site.
  if (!request.headers.get('cookie')) return undefined
  const origin = request.headers.get('origin')
  const own = new URL(request.url)
  if (origin) {
    try {
      const from = new URL(origin)
      if (from.origin === own.origin || from.host === (request.headers.get('host') ?? own.host))
        return undefined
    } catch {
      // Not a URL ("null" from a sandboxed frame): refused below.
    }
  }
  return jsonError(403, 'cross_site_request', 'errors.http.crossSite')
}

export interface TenantCaller {
  tenantId: string
  userId: string
}

/** The tenant member behind the request, or the response that refuses it (401/403). */
export async function requireTenantCaller(
  request: Request,
  dependencies: ChatApiDependencies,
): Promise<TenantCaller | Response> {
  const session = await dependencies.getSession(request.headers)
  if (!session) return unauthenticated()
  if (session.user.isSystemAdminLogin || !session.user.tenantId) {
    return jsonError(403, 'forbidden', 'errors.http.systemAdminNoChat')
  }
  return { tenantId: session.user.tenantId, userId: session.user.id }
}

/**
 * The frame of every handler of the chat API: refuse a cross-site cookie request when the call
 * changes something, find the tenant member (401/403 otherwise), and answer any thrown
 * ServiceError as its JSON message (anything else as a 500 that says little).
 */
export async function withTenantCaller(
  request: Request,
  dependencies: ChatApiDependencies,
  options: { mutating: boolean },
  handle: (caller: TenantCaller) => Promise<Response>,
): Promise<Response> {
  try {
    if (options.mutating) {
      const refusal = crossSiteRefusal(request)
      if (refusal) return refusal
    }
    const caller = await requireTenantCaller(request, dependencies)
    if (caller instanceof Response) return caller
    return await handle(caller)
  } catch (error) {
    return errorResponse(error)
  }
}

/** What a handler made by `tenantHandler` is given besides the caller. */
export interface TenantCall<P> {
  request: Request
  params: P
  dependencies: ChatApiDependencies
}

/**
 * A chat API handler for a route with path params: `(request, params, dependencies?)`, framed by
 * `withTenantCaller` (tests pass their own dependencies).
 */
export function tenantHandler<P>(
  options: { mutating: boolean },
  handle: (caller: TenantCaller, call: TenantCall<P>) => Promise<Response>,
) {
  return (
    request: Request,
    params: P,
    dependencies: ChatApiDependencies = defaultDependencies,
  ): Promise<Response> =>
    withTenantCaller(request, dependencies, options, (caller) =>
      handle(caller, { request, params, dependencies }),
    )
}

/**
 * A `tenantHandler` whose JSON body is parsed by its declared schema first: a body the schema
 * refuses is answered 400 worded by `refusal`, and the handler gets the parsed value.
 */
export function tenantBodyHandler<P, S extends z.ZodType>(
  body: { schema: S; refusal: BodyRefusal },
  handle: (caller: TenantCaller, call: TenantCall<P> & { body: z.output<S> }) => Promise<Response>,
) {
  return tenantHandler<P>({ mutating: true }, async (caller, call) => {
    const parsed = await readJsonInput(call.request, body.schema, body.refusal)
    return parsed.ok ? handle(caller, { ...call, body: parsed.value }) : parsed.response
  })
}
