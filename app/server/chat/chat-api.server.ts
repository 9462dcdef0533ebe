/**
 * The chat HTTP API (issue 6), used by the UI and by scripts with a bearer token:
 *
 * - `POST /api/chats/{kind}/{keyword}/messages` with `{"threadId"?, "content", "attachments"?}`
 *   (`attachments`: ids of files staged by `POST /api/attachments`; or
 *   `{"threadId", "action": "regenerate"}`, `{"threadId", "action": "edit", "content"}`) answers
 *   `text/event-stream`: `thread` (ids), `sources` (FAQ chats), `delta`* (text), `usage`,
 *   `error` (when the model failed; the partial reply is kept), then `done`.
 * - `GET /api/threads/{id}`: the thread and its messages, for any member of its tenant.
 *
 * Everything that can refuse a turn (401, 403, 400, 404, 402) is answered as JSON before the
 * stream opens; once it is open the turn always ends with `done`, and is charged for what the
 * model produced even when the client goes away.
 */
import { z } from 'zod'
import type { Db } from '#db/client'
import { localeOfRequest } from '../../i18n/locale.server'
import { chatMessageLimit } from '../http/rate-limit.server'
import { says } from '../issue-text.server'
import { attachmentsOfThread } from '../knowledge/attachments.server'
import { createSseStream, SSE_HEADERS } from '../sse.server'
import { configuredTurnOptions, jsonResponse, readJsonInput, tenantHandler } from './chat-http.server'
import {
  type ChatTurnOptions,
  type ChatTurnRequest,
  type PreparedChatTurn,
  prepareChatTurn,
} from './chat-turn.server'
import { feedbackOfUser, replyIds } from './feedback.server'
import { handledLater } from './started-turn.server'
import { threadDetailJson } from './thread-json.server'
import { threadNotFound, threadsRepository } from './threads.server'

/**
 * A turn's body: `{threadId?, content}`, `{threadId, action: "regenerate"}` or
 * `{threadId, action: "edit", content}`. Each refusal names what to send instead.
 */
const turnBodySchema = z
  .object(
    {
      threadId: z.string({ error: says('errors.http.threadIdNotString') }).optional(),
      action: z.enum(['regenerate', 'edit'], { error: says('errors.http.actionUnknown') }).optional(),
      content: z.unknown().optional(),
      attachments: z
        .array(z.string({ error: says('errors.chat.attachmentsNotList') }), {
          error: says('errors.chat.attachmentsNotList'),
        })
        .optional(),
    },
    { error: says('errors.http.sendContent') },
  )
  .superRefine((body, context) => {
    if (body.action === 'regenerate' && body.content !== undefined)
      context.addIssue({ code: 'custom', message: says('errors.http.regenerateTakesNoContent') })
    if (body.action !== 'regenerate' && typeof body.content !== 'string')
      context.addIssue({ code: 'custom', message: says('errors.http.contentNotString') })
  })
  .transform((body) => ({ ...body, content: body.content as string | undefined }))

/** Thrown by the limit check inside prepareChatTurn: answered with the 429 itself. */
const RATE_LIMITED = new Error('rate limited')

export const handlePostMessage = tenantHandler<{ kind: string; keyword: string }>(
  { mutating: true },
  async (caller, { request, params, dependencies }) => {
    // Per user: a script cannot flood the model (429 + Retry-After, ADR 014). The count is
    // taken while the body is read and the chat looked up; nothing is reserved, stored or asked
    // of the model before it answers, and a limited user gets the 429 whatever else was wrong.
    const db = await dependencies.getDb()
    const limit = handledLater(chatMessageLimit(db, caller.userId))
    const body = await readJsonInput(request, turnBodySchema)
    if (!body.ok) return (await limit) ?? body.response
    const fields = body.value
    return serveChatTurn(
      db,
      request,
      {
        ...caller,
        kind: params.kind,
        keyword: params.keyword,
        threadId: fields.threadId,
        action: fields.action,
        content: fields.content,
        attachments: fields.attachments,
        locale: localeOfRequest(request),
      },
      { limit, turnOptions: dependencies.turnOptions },
    )
  },
)

/**
 * Prepares a turn and answers its event stream: everything that refuses it is answered as JSON
 * first (by the caller's error frame), and `limit` (the caller's rate limits, counted while it
 * read the request) refuses it before anything is reserved. Shared by the screens' API and the
 * embedded widgets (app/server/widgets).
 */
export async function serveChatTurn(
  db: Db,
  request: Request,
  turnRequest: ChatTurnRequest,
  options: { limit: Promise<Response | undefined>; turnOptions?: ChatTurnOptions },
): Promise<Response> {
  const { limit } = options
  let turn: PreparedChatTurn
  try {
    turn = await prepareChatTurn(db, turnRequest, {
      ...(options.turnOptions ?? configuredTurnOptions()),
      beforeReserve: async () => {
        if (await limit) throw RATE_LIMITED
      },
    })
  } catch (error) {
    // A limited user is told so whatever else was wrong, as when the limit came first.
    const limited = await limit
    if (limited) return limited
    throw error
  }
  return streamPreparedTurn(turn, request)
}

/** The turn's events as `text/event-stream`; a client gone before it opens gets 499. */
async function streamPreparedTurn(turn: PreparedChatTurn, request: Request): Promise<Response> {
  if (request.signal.aborted) {
    // Gone before the stream opened: the producer below would never run, so close the turn
    // here (nothing was produced: the reservation is released, the reply marked aborted).
    for await (const _event of turn.run(request.signal)) {
      // Drained only for its side effects.
    }
    return new Response(null, { status: 499 })
  }
  const stream = createSseStream(
    async (send, signal) => {
      send('thread', {
        threadId: turn.threadId,
        created: turn.created,
        replacedMessageIds: turn.replacedMessageIds,
        userMessageId: turn.userMessageId,
        assistantMessageId: turn.assistantMessageId,
        model: turn.model,
        // The question as stored and what was masked in it before the model (ADR 034).
        ...(turn.userContent === null ? {} : { userContent: turn.userContent }),
        maskedSpans: turn.maskedSpans,
      })
      if (turn.sources) send('sources', { sources: turn.sources })
      // Read to the end even after the client left: the turn settles and stores itself there.
      let flushedFirstToken = false
      for await (const event of turn.run(signal)) {
        if (event.type === 'delta') {
          send('delta', { text: event.text })
          if (!flushedFirstToken) {
            flushedFirstToken = true
            // Node corks the socket until the current burst of promise callbacks ends, and a
            // fast model delivers many chunks in one burst: yield once so the first token
            // leaves now instead of with the rest (docs/performance.md, "Chat stream overhead").
            await new Promise<void>((resolve) => setImmediate(resolve))
          }
        } else if (event.type === 'usage') {
          const { type: _type, ...usage } = event
          send('usage', usage)
        } else {
          if (event.error)
            send('error', {
              error: event.error.code,
              message: event.error.message,
              messages: event.error.messages,
            })
          send('done', { messageId: event.messageId, status: event.status })
        }
      }
    },
    { signal: request.signal },
  )
  return new Response(stream, { status: 200, headers: SSE_HEADERS })
}

export const handleGetThread = tenantHandler<{ id: string }>(
  { mutating: false },
  async (caller, { params, dependencies }) => {
    const db = await dependencies.getDb()
    const repository = threadsRepository(db, caller.tenantId)
    const thread = await repository.find(params.id)
    if (!thread) throw threadNotFound(params.id)
    const [messages, attachments] = await Promise.all([
      repository.messages(thread.id),
      attachmentsOfThread(db, caller.tenantId, thread.id),
    ])
    const feedback = await feedbackOfUser(db, caller.tenantId, caller.userId, replyIds(messages))
    return jsonResponse(200, threadDetailJson(thread, messages, feedback, attachments))
  },
)
