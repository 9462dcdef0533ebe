/**
 * The body of `POST /v1/chat/completions` (ADR 039), read the way OpenAI's clients send it:
 * `model`, `messages` (system/developer, user, assistant; content a string or text parts),
 * `stream`, `stream_options.include_usage`, `temperature`, `max_tokens` (or
 * `max_completion_tokens`), `n` = 1. Other sampling fields (`top_p`, `user`…) are accepted and
 * ignored. Tool calls are refused with a clear 400, as is anything else it cannot honour.
 */
import { z } from 'zod'
import { isTextKey, type TextKey, type TextParams } from '#app/i18n/texts.server'
import type { ChatMessage } from '../ai/stream-chat-reply.server'

/** More earlier messages than any real conversation the chats' context holds. */
export const MAX_API_MESSAGES = 100
/** Characters of all messages together (the body itself is capped at 256 KB). */
export const MAX_CONVERSATION_CHARACTERS = 120_000

const textPartSchema = z.object({ type: z.literal('text'), text: z.string() })
const contentSchema = z
  .union([z.string(), z.array(textPartSchema)], { error: 'errors.openaiApi.contentNotText' })
  .transform((content) => (typeof content === 'string' ? content : content.map((part) => part.text).join('')))

const messageSchema = z.object(
  {
    role: z.enum(['system', 'developer', 'user', 'assistant'], { error: 'errors.openaiApi.roleUnknown' }),
    content: contentSchema,
  },
  { error: 'errors.openaiApi.messagesMissing' },
)

const tokenCountSchema = z
  .number({ error: 'errors.openaiApi.maxTokensInvalid' })
  .int('errors.openaiApi.maxTokensInvalid')
  .min(1, 'errors.openaiApi.maxTokensInvalid')
  .nullish()

const completionBodySchema = z.object(
  {
    model: z.string({ error: 'errors.openaiApi.modelMissing' }).min(1, 'errors.openaiApi.modelMissing'),
    messages: z
      .array(messageSchema, { error: 'errors.openaiApi.messagesMissing' })
      .min(1, 'errors.openaiApi.messagesMissing')
      .max(MAX_API_MESSAGES, 'errors.openaiApi.tooManyMessages'),
    stream: z.boolean({ error: 'errors.openaiApi.streamNotBoolean' }).nullish(),
    stream_options: z
      .object({ include_usage: z.boolean({ error: 'errors.openaiApi.streamNotBoolean' }).nullish() })
      .nullish(),
    temperature: z
      .number({ error: 'errors.openaiApi.temperatureInvalid' })
      .min(0, 'errors.openaiApi.temperatureInvalid')
      .max(2, 'errors.openaiApi.temperatureInvalid')
      .nullish(),
    max_tokens: tokenCountSchema,
    max_completion_tokens: tokenCountSchema,
    n: z.literal(1, { error: 'errors.openaiApi.onlyOneChoice' }).nullish(),
  },
  { error: 'errors.openaiApi.bodyNotObject' },
)

export interface CompletionRequest {
  model: string
  stream: boolean
  includeUsage: boolean
  temperature?: number
  maxTokens?: number
  /** The client's system (and developer) messages, in order. */
  system: string[]
  /** The user and assistant messages before the question. */
  earlier: ChatMessage[]
  /** The last message: the question this turn answers. */
  question: string
}

/** What refuses a body: OpenAI's error `code` and the text that says why. */
export type CompletionRefusal = { code: string; key: TextKey; params?: TextParams }

const TOO_LONG = { code: 'context_length_exceeded', params: { max: MAX_CONVERSATION_CHARACTERS } }
const REFUSALS: Partial<Record<string, Omit<CompletionRefusal, 'key'>>> = {
  'errors.openaiApi.tooManyMessages': { code: 'context_length_exceeded', params: { max: MAX_API_MESSAGES } },
  'errors.openaiApi.conversationTooLong': TOO_LONG,
  'errors.openaiApi.toolsNotSupported': { code: 'tools_not_supported' },
}

function refusal(key: TextKey): CompletionRefusal {
  return { code: 'invalid_value', ...REFUSALS[key], key }
}

const TOOL_FIELDS = ['tools', 'tool_choice', 'functions', 'function_call', 'parallel_tool_calls'] as const

/** Tools asked for anywhere: in the body, or a tool message, or an assistant's tool calls. */
function asksForTools(body: Record<string, unknown>): boolean {
  if (TOOL_FIELDS.some((field) => body[field] !== undefined && body[field] !== null)) return true
  if (!Array.isArray(body.messages)) return false
  return body.messages.some((message: unknown) => {
    if (typeof message !== 'object' || message === null) return false
    const { role, tool_calls, function_call } = message as Record<string, unknown>
    return role === 'tool' || role === 'function' || Boolean(tool_calls) || Boolean(function_call)
  })
}

export function parseCompletionRequest(
  value: unknown,
): { ok: true; value: CompletionRequest } | { ok: false; refusal: CompletionRefusal } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, refusal: refusal('errors.openaiApi.bodyNotObject') }
  }
  if (asksForTools(value as Record<string, unknown>)) {
    return { ok: false, refusal: refusal('errors.openaiApi.toolsNotSupported') }
  }
  const parsed = completionBodySchema.safeParse(value)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? ''
    return { ok: false, refusal: refusal(isTextKey(message) ? message : 'errors.openaiApi.bodyNotObject') }
  }
  const body = parsed.data
  const characters = body.messages.reduce((total, message) => total + message.content.length, 0)
  if (characters > MAX_CONVERSATION_CHARACTERS) {
    return { ok: false, refusal: refusal('errors.openaiApi.conversationTooLong') }
  }
  const last = body.messages[body.messages.length - 1]
  if (last?.role !== 'user') return { ok: false, refusal: refusal('errors.openaiApi.lastMessageNotUser') }
  const system: string[] = []
  const earlier: ChatMessage[] = []
  for (const message of body.messages.slice(0, -1)) {
    if (message.role === 'system' || message.role === 'developer') system.push(message.content)
    else if (message.content.trim() !== '') earlier.push({ role: message.role, content: message.content })
  }
  return {
    ok: true,
    value: {
      model: body.model,
      stream: body.stream === true,
      includeUsage: body.stream_options?.include_usage === true,
      temperature: body.temperature ?? undefined,
      maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
      system,
      earlier,
      question: last.content,
    },
  }
}
