/**
 * `POST /v1/chat/completions` (issue 20, ADR 039): one chat turn for an OpenAI-style client.
 * The model id names the chat (`chat`, `custom:<keyword>`…); its system prompt, FAQ and
 * knowledge grounding apply to the client's conversation (prepareChatTurn's explicit mode), and
 * the turn is charged, limited and recorded exactly as a screen's: same reservation, quotas,
 * rate limit and ledger; the thread has `source: 'api'`, named by `X-Thread-Id` both ways.
 * Answered as one `chat.completion`, or with `stream: true` as SSE `data:` chunks ending in
 * `data: [DONE]`. Refusals come before anything is reserved or stored, in OpenAI's error shape.
 */

import { chatOfModelId, modelIdOf } from '../../features/integrations/model-ids.shared'
import { localeOfRequest } from '../../i18n/locale.server'
import {
  type ChatApiDependencies,
  configuredTurnOptions,
  defaultDependencies,
  jsonResponse,
  readJsonBody,
} from '../chat/chat-http.server'
import { type ChatTurnEvent, type PreparedChatTurn, prepareChatTurn } from '../chat/chat-turn.server'
import { handledLater } from '../chat/started-turn.server'
import { NotFoundError } from '../errors.server'
import { chatMessageLimit } from '../http/rate-limit.server'
import { sseResponse } from '../sse.server'
import { type CompletionRequest, parseCompletionRequest } from './completion-request.server'
import { asOpenAiError, openAiError, openAiErrorMessages, openAiErrorOf } from './openai-errors.server'
import { markCallerUsed, resolveV1Caller } from './v1-caller.server'

/** Thrown by the limit check inside prepareChatTurn: answered with the 429 itself. */
const RATE_LIMITED = new Error('rate limited')
const THREAD_ID = /^[\w-]{1,100}$/

type Usage = Extract<ChatTurnEvent, { type: 'usage' }>
type Done = Extract<ChatTurnEvent, { type: 'done' }>

function usageJson(usage: Usage | undefined) {
  return {
    prompt_tokens: usage?.inputTokens ?? 0,
    completion_tokens: usage?.outputTokens ?? 0,
    total_tokens: usage?.totalTokens ?? 0,
    // Extra fields the official clients ignore: what the ledger took, and whether it was estimated.
    credits: usage?.charged ?? 0,
    estimated: usage?.estimated ?? false,
  }
}

const finishReasonOf = (done: Done | undefined) => (done?.finishReason === 'length' ? 'length' : 'stop')

function modelNotFound(model: string) {
  // Echoed only when it looks like a model id, never arbitrary text.
  const shown = /^[\w:.-]{1,120}$/.test(model) ? model : '?'
  return openAiError(404, 'model_not_found', 'errors.openaiApi.modelNotFound', { model: shown })
}

export async function handleChatCompletion(
  request: Request,
  dependencies: ChatApiDependencies = defaultDependencies,
): Promise<Response> {
  let limit: Promise<Response | undefined> = Promise.resolve(undefined)
  // A limited caller is told so whatever else was wrong, as on the screens' API.
  const refuse = async (response: Response) => {
    const limited = await limit
    return limited ? asOpenAiError(limited) : response
  }
  try {
    const db = await dependencies.getDb()
    const caller = await resolveV1Caller(request, db)
    if (caller instanceof Response) return caller
    limit = handledLater(chatMessageLimit(db, caller.userId))
    const body = await readJsonBody(request)
    if (!body.ok) return refuse(await asOpenAiError(body.response))
    const parsed = parseCompletionRequest(body.value)
    if (!parsed.ok) {
      const { code, key, params } = parsed.refusal
      return refuse(openAiError(400, code, key, params))
    }
    const completion = parsed.value
    const chat = chatOfModelId(completion.model)
    if (!chat || (caller.scope && !caller.scope.includes(modelIdOf(chat)))) {
      return refuse(modelNotFound(completion.model))
    }
    const threadId = request.headers.get('x-thread-id') ?? undefined
    if (threadId !== undefined && !THREAD_ID.test(threadId)) {
      return refuse(openAiError(400, 'invalid_value', 'errors.openaiApi.threadIdInvalid'))
    }
    let turn: PreparedChatTurn
    try {
      turn = await prepareChatTurn(
        db,
        {
          tenantId: caller.tenantId,
          userId: caller.userId,
          kind: chat.kind,
          keyword: chat.keyword,
          threadId,
          content: completion.question,
          locale: localeOfRequest(request),
          source: 'api',
          conversation: {
            system: completion.system,
            earlier: completion.earlier,
            maxOutputTokens: completion.maxTokens,
            temperature: completion.temperature,
          },
        },
        {
          ...(dependencies.turnOptions ?? configuredTurnOptions()),
          beforeReserve: async () => {
            if (await limit) throw RATE_LIMITED
          },
        },
      )
    } catch (error) {
      const limited = await limit
      if (limited) return asOpenAiError(limited)
      if (error instanceof NotFoundError && error.key.startsWith('errors.chat.chatNotFound')) {
        return modelNotFound(completion.model)
      }
      throw error
    }
    await markCallerUsed(db, caller)
    if (request.signal.aborted) {
      // Gone before the answer began: close the turn (nothing produced, the reservation released).
      for await (const _event of turn.run(request.signal)) {
        // Drained only for its side effects.
      }
      return new Response(null, { status: 499 })
    }
    return completion.stream ? streamed(request, turn, completion) : await whole(request, turn, completion)
  } catch (error) {
    return refuse(await openAiErrorOf(error))
  }
}

const threadHeader = (turn: PreparedChatTurn) => ({ 'x-thread-id': turn.threadId })

/** The whole reply as one `chat.completion`; a model failure is a 502 (the partial reply is kept). */
async function whole(request: Request, turn: PreparedChatTurn, completion: CompletionRequest) {
  let text = ''
  let usage: Usage | undefined
  let done: Done | undefined
  for await (const event of turn.run(request.signal)) {
    if (event.type === 'delta') text += event.text
    else if (event.type === 'usage') usage = event
    else done = event
  }
  if (done?.error) {
    return openAiErrorMessages(502, done.error.code, done.error.messages, threadHeader(turn))
  }
  return jsonResponse(
    200,
    {
      id: `chatcmpl-${turn.assistantMessageId}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: completion.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text },
          finish_reason: finishReasonOf(done),
          logprobs: null,
        },
      ],
      usage: usageJson(usage),
      ...(turn.sources ? { sources: turn.sources } : {}),
      thread_id: turn.threadId,
    },
    threadHeader(turn),
  )
}

/** OpenAI's streaming frames: a `data:` line of JSON per chunk, `data: [DONE]` at the end. */
function encodeOpenAiFrame(event: string, data: unknown): string {
  if (event === 'done') return 'data: [DONE]\n\n'
  if (event === 'error') {
    // createSseStream's own failure event ({message, messages}): OpenAI's clients read `error`.
    const { message, messages } = data as { message: string; messages: unknown }
    return `data: ${JSON.stringify({ error: { message, type: 'server_error', param: null, code: 'stream_failed' }, messages })}\n\n`
  }
  return `data: ${JSON.stringify(data)}\n\n`
}

function streamed(request: Request, turn: PreparedChatTurn, completion: CompletionRequest): Response {
  const base = {
    id: `chatcmpl-${turn.assistantMessageId}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: completion.model,
  }
  const chunk = (delta: Record<string, string>, finishReason: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  })
  return sseResponse(
    async (send, signal) => {
      send('chunk', {
        ...chunk({ role: 'assistant', content: '' }),
        ...(turn.sources ? { sources: turn.sources } : {}),
      })
      let usage: Usage | undefined
      // Read to the end even after the client left: the turn settles and stores itself there.
      for await (const event of turn.run(signal)) {
        if (event.type === 'delta') send('chunk', chunk({ content: event.text }))
        else if (event.type === 'usage') usage = event
        else if (event.error) {
          const { code, message, messages } = event.error
          send('chunk', { error: { message, type: 'server_error', param: null, code }, messages })
        } else {
          send('chunk', chunk({}, finishReasonOf(event)))
          if (completion.includeUsage) send('chunk', { ...base, choices: [], usage: usageJson(usage) })
        }
      }
      send('done', null)
    },
    { signal: request.signal, encode: encodeOpenAiFrame, headers: threadHeader(turn) },
  )
}
