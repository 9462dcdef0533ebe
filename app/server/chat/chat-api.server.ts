/**
 * The chat HTTP API (issue 6), used by the UI and by scripts with a bearer token:
 *
 * - `POST /api/chats/{kind}/{keyword}/messages` with `{"threadId"?, "content"}` answers
 *   `text/event-stream`: `thread` (ids), `sources` (FAQ chats), `delta`* (text), `usage`,
 *   `error` (when the model failed; the partial reply is kept), then `done`.
 * - `GET /api/threads/{id}`: the thread and its messages, for any member of its tenant.
 *
 * Everything that can refuse a turn (401, 403, 400, 404, 402) is answered as JSON before the
 * stream opens; once it is open the turn always ends with `done`, and is charged for what the
 * model produced even when the client goes away.
 */
import { createSseStream, SSE_HEADERS } from '../sse.server'
import {
  type ChatApiDependencies,
  crossSiteRefusal,
  defaultDependencies,
  errorResponse,
  jsonError,
  jsonResponse,
  requireTenantCaller,
} from './chat-http.server'
import { prepareChatTurn } from './chat-turn.server'
import { threadNotFound, threadsRepository } from './threads.server'

/** Far above the longest message: anything bigger is not a chat message. */
const MAX_BODY_BYTES = 256 * 1024

async function readJsonBody(
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
  try {
    return { ok: true, value: JSON.parse(text) }
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
}

function bodyFields(value: unknown): { threadId?: unknown; content?: unknown } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  return value
}

export async function handlePostMessage(
  request: Request,
  params: { kind: string; keyword: string },
  dependencies: ChatApiDependencies = defaultDependencies,
): Promise<Response> {
  try {
    const refusal = crossSiteRefusal(request)
    if (refusal) return refusal
    const caller = await requireTenantCaller(request, dependencies)
    if (caller instanceof Response) return caller
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const fields = bodyFields(body.value)
    if (!fields) {
      return jsonError(
        400,
        'invalid_input',
        '{"content": "…"} の形で送ってください。',
        'Send {"content": "…"}.',
      )
    }
    if (fields.threadId !== undefined && typeof fields.threadId !== 'string') {
      return jsonError(
        400,
        'invalid_input',
        'threadId は文字列で指定してください。',
        'threadId must be a string.',
      )
    }
    if (typeof fields.content !== 'string') {
      return jsonError(
        400,
        'invalid_input',
        'content は文字列で指定してください。',
        'content must be a string.',
      )
    }
    const db = await dependencies.getDb()
    const turn = await prepareChatTurn(
      db,
      {
        ...caller,
        kind: params.kind,
        keyword: params.keyword,
        threadId: fields.threadId,
        content: fields.content,
      },
      dependencies.turnOptions,
    )
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
          userMessageId: turn.userMessageId,
          assistantMessageId: turn.assistantMessageId,
          model: turn.model,
        })
        if (turn.sources) send('sources', { sources: turn.sources })
        // Read to the end even after the client left: the turn settles and stores itself there.
        for await (const event of turn.run(signal)) {
          if (event.type === 'delta') send('delta', { text: event.text })
          else if (event.type === 'usage') {
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
  } catch (error) {
    return errorResponse(error)
  }
}

export async function handleGetThread(
  request: Request,
  params: { id: string },
  dependencies: ChatApiDependencies = defaultDependencies,
): Promise<Response> {
  try {
    const caller = await requireTenantCaller(request, dependencies)
    if (caller instanceof Response) return caller
    const repository = threadsRepository(await dependencies.getDb(), caller.tenantId)
    const thread = await repository.find(params.id)
    if (!thread) throw threadNotFound(params.id)
    const messages = await repository.messages(thread.id)
    return jsonResponse(200, {
      thread: {
        id: thread.id,
        chatKind: thread.chatKind,
        keyword: thread.keyword,
        title: thread.title,
        userId: thread.userId,
        createdAt: thread.createdAt.toISOString(),
        updatedAt: thread.updatedAt.toISOString(),
      },
      messages: messages.map((message) => ({
        id: message.id,
        role: message.role,
        content: message.content,
        status: message.status,
        errorMessage: message.errorMessage,
        inputTokens: message.inputTokens,
        outputTokens: message.outputTokens,
        totalTokens: message.totalTokens,
        model: message.model,
        sources: message.sources,
        createdAt: message.createdAt.toISOString(),
      })),
    })
  } catch (error) {
    return errorResponse(error)
  }
}
