/**
 * The thread-list side of the chat HTTP API (issue 6), for the chat screens and scripts:
 *
 * - `GET /api/threads?kind=&keyword=&q=`: the caller's own live threads (newest activity
 *   first), optionally of one chat, optionally matching `q` in the title or any message.
 * - `PATCH /api/threads/{id}` with `{"title"}`: rename (the owner only).
 * - `DELETE /api/threads/{id}`: soft delete (the owner only; usage stays charged).
 * - `GET /api/balance[?kind=&keyword=]`: the tenant's credits and the member's monthly cap, so a
 *   screen can warn before sending.
 *
 * Another tenant's thread, or another member's for a change, is 404 (threads.server.ts).
 */
import { z } from 'zod'
import { THREAD_CHAT_KINDS } from '#db/schema'
import { BUILTIN_PRICE } from '../ledger/credits.server'
import { getBalance } from '../ledger/ledger.server'
import { memberAllowance } from '../team/credit-quotas.server'
import { loadChatDefinition } from './chat-definition.server'
import {
  type ChatApiDependencies,
  defaultDependencies,
  jsonError,
  jsonResponse,
  tenantBodyHandler,
  tenantHandler,
  withTenantCaller,
} from './chat-http.server'
import { chatModelPrice, minimumToSend } from './chat-pricing.server'
import { MAX_CONTENT_LENGTH } from './chat-turn.server'
import { threadJson } from './thread-json.server'
import { MAX_TITLE_LENGTH, threadsRepository } from './threads.server'

const listQuerySchema = z.object({
  kind: z.enum(THREAD_CHAT_KINDS).optional(),
  keyword: z.string().min(1).max(100).optional(),
  q: z.string().max(MAX_CONTENT_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})

/** A title of 1 to MAX_TITLE_LENGTH characters (code points, not UTF-16 units) once trimmed. */
const renameBodySchema = z.object({
  title: z.string().refine((title) => {
    const length = [...title.trim()].length
    return length > 0 && length <= MAX_TITLE_LENGTH
  }),
})

export async function handleListThreads(
  request: Request,
  dependencies: ChatApiDependencies = defaultDependencies,
): Promise<Response> {
  return withTenantCaller(request, dependencies, { mutating: false }, async (caller) => {
    const search = new URL(request.url).searchParams
    const parsed = listQuerySchema.safeParse({
      kind: search.get('kind') || undefined,
      keyword: search.get('keyword') || undefined,
      q: search.get('q') ?? undefined,
      limit: search.get('limit') || undefined,
    })
    if (!parsed.success) {
      return jsonError(400, 'invalid_input', 'errors.http.threadQuery', {
        kindsJa: THREAD_CHAT_KINDS.join('・'),
        kindsEn: THREAD_CHAT_KINDS.join(', '),
        max: MAX_CONTENT_LENGTH,
      })
    }
    const { kind, keyword, q, limit } = parsed.data
    if (keyword && !kind) {
      return jsonError(400, 'invalid_input', 'errors.http.keywordNeedsKind')
    }
    const db = await dependencies.getDb()
    // One chat's list: the chat must exist for this tenant (404 otherwise, as its page is).
    if (kind && keyword) await loadChatDefinition(db, caller.tenantId, kind, keyword)
    const rows = await threadsRepository(db, caller.tenantId).list({
      userId: caller.userId,
      chatKind: kind,
      keyword,
      query: q,
      limit,
    })
    return jsonResponse(200, { threads: rows.map(threadJson) })
  })
}

export const handleRenameThread = tenantBodyHandler<{ id: string }, typeof renameBodySchema>(
  { schema: renameBodySchema, refusal: { key: 'errors.http.titleBody', params: { max: MAX_TITLE_LENGTH } } },
  async (caller, { params, dependencies, body }) => {
    const repository = threadsRepository(await dependencies.getDb(), caller.tenantId)
    const renamed = await repository.rename(params.id, caller.userId, body.title)
    return jsonResponse(200, { thread: threadJson(renamed) })
  },
)

export const handleDeleteThread = tenantHandler<{ id: string }>(
  { mutating: true },
  async (caller, { params, dependencies }) => {
    const repository = threadsRepository(await dependencies.getDb(), caller.tenantId)
    await repository.softDelete(params.id, caller.userId)
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  },
)

const balanceQuerySchema = z.object({
  kind: z.enum(THREAD_CHAT_KINDS),
  keyword: z.string().min(1).max(100),
})

/**
 * `GET /api/balance[?kind=&keyword=]`: the tenant's credits and, for the signed-in member, the
 * tightest monthly cap on them (issue 18), so the composer can warn before sending.
 * `minimumToSend` is what any message of that chat reserves at least (the reply's ceiling at
 * its model's price; the built-in price without a chat); a free model (the offline provider)
 * needs nothing. The exact check stays the 402 of the messages endpoint, which also counts the
 * prompt.
 */
export async function handleGetBalance(
  request: Request,
  dependencies: ChatApiDependencies = defaultDependencies,
): Promise<Response> {
  return withTenantCaller(request, dependencies, { mutating: false }, async (caller) => {
    const search = new URL(request.url).searchParams
    const named = search.has('kind') || search.has('keyword')
    const chat = balanceQuerySchema.safeParse({ kind: search.get('kind'), keyword: search.get('keyword') })
    if (named && !chat.success) {
      return jsonError(400, 'invalid_input', 'errors.http.balanceQuery', {
        kindsJa: THREAD_CHAT_KINDS.join('・'),
        kindsEn: THREAD_CHAT_KINDS.join(', '),
      })
    }
    const db = await dependencies.getDb()
    const price = chat.success
      ? await chatModelPrice(
          db,
          await loadChatDefinition(db, caller.tenantId, chat.data.kind, chat.data.keyword),
          dependencies.turnOptions?.env,
        )
      : BUILTIN_PRICE
    const [balance, allowance] = await Promise.all([
      getBalance(db, caller.tenantId),
      memberAllowance(db, caller.tenantId, caller.userId),
    ])
    const minimum = minimumToSend(price)
    const free = minimum === 0
    return jsonResponse(200, {
      ...balance,
      minimumToSend: minimum,
      free,
      allowance,
      canSend:
        free || (balance.available >= minimum && (allowance === null || allowance.remaining >= minimum)),
    })
  })
}
