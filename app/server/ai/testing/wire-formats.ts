/**
 * The bytes real model servers send, for the local test server: OpenAI chat-completion chunks
 * (with the trailing usage chunk of `stream_options.include_usage`) and Anthropic Messages
 * events. Kept byte-for-byte close to the originals so the AI SDK providers parse them as they
 * would in production.
 */
import { chunkText, estimateTokens } from '../tokens.server'
import type { ReplyScript } from './reply-script'

export interface PlannedReply {
  chunks: string[]
  usage: { promptTokens: number; completionTokens: number } | undefined
  finishReason: 'stop' | 'length'
}

interface ChatRequestBody {
  model?: unknown
  system?: unknown
  messages?: unknown
}

function partText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((part) => (typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : ''))
    .join('')
}

function messagesOf(body: ChatRequestBody): { role: string; text: string }[] {
  if (!Array.isArray(body.messages)) return []
  return body.messages.map((message) => ({
    role: typeof message === 'object' && message !== null && 'role' in message ? String(message.role) : '',
    text:
      typeof message === 'object' && message !== null && 'content' in message
        ? partText(message.content)
        : '',
  }))
}

export function modelOf(body: ChatRequestBody): string {
  return typeof body.model === 'string' ? body.model : 'test-model'
}

/** Like OpenAI's counting: each message's tokens plus 3 of framing, plus 3 to prime the reply. */
export function countPromptTokens(body: ChatRequestBody): number {
  const system = partText(body.system)
  const messages = messagesOf(body)
  const framed = messages.reduce((total, message) => total + estimateTokens(message.text) + 3, 3)
  return system ? framed + estimateTokens(system) + 3 : framed
}

export function planReply(script: ReplyScript, body: ChatRequestBody): PlannedReply {
  const lastUser = messagesOf(body).findLast((message) => message.role === 'user')
  const text = script.text ?? `Echo: ${(lastUser?.text ?? '').slice(0, 200)}`
  const chunks = script.chunks ?? chunkText(text)
  const usage =
    script.usage === false
      ? undefined
      : (script.usage ?? { promptTokens: countPromptTokens(body), completionTokens: chunks.length })
  return { chunks, usage, finishReason: script.finishReason }
}

export function sseData(data: unknown): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`
}

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\n${sseData(data)}`
}

/** OpenAI `chat.completion.chunk` frames, one per call. */
export function openAiChunks(options: { id: string; model: string; created: number; includeUsage: boolean }) {
  const base = {
    id: options.id,
    object: 'chat.completion.chunk',
    created: options.created,
    model: options.model,
  }
  const usageField = options.includeUsage ? { usage: null } : {}
  const choice = (delta: Record<string, string>, finishReason: string | null) => ({
    ...base,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...usageField,
  })
  return {
    role: () => sseData(choice({ role: 'assistant', content: '' }, null)),
    content: (text: string) => sseData(choice({ content: text }, null)),
    finish: (reason: string) => sseData(choice({}, reason)),
    usage: (usage: { promptTokens: number; completionTokens: number }) =>
      sseData({
        ...base,
        system_fingerprint: null,
        choices: [],
        usage: {
          prompt_tokens: usage.promptTokens,
          completion_tokens: usage.completionTokens,
          total_tokens: usage.promptTokens + usage.completionTokens,
        },
      }),
    done: () => sseData('[DONE]'),
  }
}

export function openAiCompletion(options: {
  id: string
  model: string
  created: number
  reply: PlannedReply
}) {
  const { reply } = options
  return {
    id: options.id,
    object: 'chat.completion',
    created: options.created,
    model: options.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.chunks.join('') },
        logprobs: null,
        finish_reason: reply.finishReason,
      },
    ],
    usage: reply.usage && {
      prompt_tokens: reply.usage.promptTokens,
      completion_tokens: reply.usage.completionTokens,
      total_tokens: reply.usage.promptTokens + reply.usage.completionTokens,
    },
  }
}

export function openAiError(status: number, message: string) {
  const type =
    status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error'
  return { error: { message, type, param: null, code: type } }
}

/** Anthropic Messages streaming events. */
export function anthropicEvents(options: { id: string; model: string }) {
  return {
    start: (inputTokens: number) =>
      sseEvent('message_start', {
        type: 'message_start',
        message: {
          id: options.id,
          type: 'message',
          role: 'assistant',
          content: [],
          model: options.model,
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: inputTokens, output_tokens: 1 },
        },
      }),
    blockStart: () =>
      sseEvent('content_block_start', {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '' },
      }),
    content: (text: string) =>
      sseEvent('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      }),
    blockStop: () => sseEvent('content_block_stop', { type: 'content_block_stop', index: 0 }),
    finish: (reason: 'stop' | 'length', outputTokens: number) =>
      sseEvent('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: reason === 'stop' ? 'end_turn' : 'max_tokens', stop_sequence: null },
        usage: { output_tokens: outputTokens },
      }),
    stop: () => sseEvent('message_stop', { type: 'message_stop' }),
  }
}

export function anthropicError(status: number, message: string) {
  const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error'
  return { type: 'error', error: { type, message } }
}
