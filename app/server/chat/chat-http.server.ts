/**
 * The request side of the chat HTTP API, shared by its endpoints: who is asking (session cookie
 * or `Authorization: Bearer`), whether a cookie-borne request really comes from this site, and
 * the one JSON error shape `{ error, message, messages }`: `message` is "Japanese / English",
 * `messages` the same as `{ ja, en }` so a screen can show the reader's language alone.
 */
import type { Db } from '../../../db/client'
import { getDatabase } from '../../../db/runtime'
import { bilingual } from '../../features/chat/bilingual'
import { apiCallerSessionResolver } from '../account/api-token-session.server'
import { ProviderSettingsError } from '../ai/provider-settings.server'
import { getRequestSession, type RequestSession } from '../auth/session.server'
import { getServerConfig } from '../config.server'
import { isDatabaseUnavailable, isDataException } from '../db-errors.server'
import { ServiceError } from '../errors.server'
import { InsufficientTokensError } from '../ledger/errors.server'
import { captureServerError } from '../sentry.server'
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../unstorable-text'
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

export function jsonError(status: number, error: string, ja: string, en: string) {
  return jsonResponse(status, { error, message: `${ja} / ${en}`, messages: { ja, en } })
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
      response: jsonError(
        413,
        'payload_too_large',
        'リクエストが大きすぎます。',
        'The request body is too large.',
      ),
    }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {
      ok: false,
      response: jsonError(
        400,
        'invalid_json',
        'リクエスト本文が JSON ではありません。{"content": "…"} の形で送ってください。',
        'The request body is not JSON. Send {"content": "…"}.',
      ),
    }
  }
  const unstorable = unstorableTextPath(value)
  if (unstorable !== undefined) {
    const field = unstorable ? ` (${unstorable})` : ''
    return {
      ok: false,
      response: jsonError(
        400,
        'invalid_input',
        `${UNSTORABLE_TEXT_MESSAGE.ja}${field}`,
        `${UNSTORABLE_TEXT_MESSAGE.en}${field}`,
      ),
    }
  }
  return { ok: true, value }
}

export const unauthenticated = () =>
  jsonError(401, 'unauthenticated', 'ログインしてください。', 'Sign in first.')

/** The database refused a value of the request (a NUL character, a number out of range…). */
export const unstorableInput = () =>
  jsonError(
    400,
    'invalid_input',
    '入力に扱えない文字または値が含まれています（制御文字、範囲外の数値など）。',
    'The input contains a character or value that cannot be handled (a control character, a number out of range…).',
  )

/** Services throw ServiceErrors with bilingual messages; anything else is a bug and says little. */
export function errorResponse(error: unknown): Response {
  if (error instanceof InsufficientTokensError) {
    return jsonError(
      402,
      error.code,
      `トークンが不足しています（必要: ${error.needed}、残り: ${error.available}）。管理者にトークンの追加を依頼してください。`,
      `Insufficient tokens: ${error.needed} needed, ${error.available} available. Ask an administrator to add tokens.`,
    )
  }
  if (error instanceof ServiceError) {
    return jsonResponse(error.status, {
      error: error.code,
      message: error.message,
      messages: bilingual(error.message),
    })
  }
  if (isDataException(error)) return unstorableInput()
  captureServerError(error)
  if (isDatabaseUnavailable(error)) {
    // A restart or failover of the database: it answers again within seconds (spec §8 retries
    // an idempotent request once on 503; the Retry-After tells a script when).
    const response = jsonError(
      503,
      'database_unavailable',
      'データベースに一時的に接続できません。しばらくしてからもう一度お試しください。',
      'The database is unavailable for a moment. Please try again shortly.',
    )
    response.headers.set('retry-after', '2')
    return response
  }
  if (error instanceof ProviderSettingsError) {
    return jsonError(
      503,
      'model_unavailable',
      'AI モデルの設定に誤りがあるため応答できません。管理者にお問い合わせください。',
      'The AI model is misconfigured, so no reply is possible. Please contact your administrator.',
    )
  }
  return jsonError(
    500,
    'internal_error',
    'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
    'Something went wrong on the server. Please try again later.',
  )
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
  return jsonError(
    403,
    'cross_site_request',
    '別のサイトからのリクエストは受け付けられません。',
    'Requests from another site are not accepted.',
  )
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
    return jsonError(
      403,
      'forbidden',
      'チャットは組織のメンバーとしてログインしてご利用ください。システム管理者のセッションでは利用できません。',
      'Chats are for members of an organisation; a system administrator session cannot use them.',
    )
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
