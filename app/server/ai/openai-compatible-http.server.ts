/**
 * The OpenAI-compatible chat model on `node:http`: `POST {baseURL}/chat/completions` with
 * `stream: true`, its SSE read line by line into the model interface's stream parts (ADR 052).
 *
 * Why not the AI SDK's provider here: its `doStream` reads the body through undici's fetch and
 * four piped web streams (text decoder, event-source parser, JSON parser, the provider's own
 * transform); an open chat stream held ~87 KB of live heap for that alone, against ~8 KB for
 * a plain request (docs/performance.md, "Memory per idle stream"). Errors keep the SDK's shape
 * (`APICallError`, with the status and headers), so the retry rule and the user-facing wording
 * of upstream-errors.server.ts apply unchanged. Only text is spoken here: the product's chats
 * send no tools, images or structured outputs (`doGenerate` is the SDK's, for what else asks).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3FinishReason,
  type LanguageModelV3Prompt,
  type LanguageModelV3StreamPart,
  type LanguageModelV3StreamResult,
} from '@ai-sdk/provider'
import { createParser } from 'eventsource-parser'

export interface OpenAICompatibleHttpSettings {
  baseURL: string
  apiKey?: string
  modelId: string
  /** What `doGenerate` (not used by chats) runs on. */
  generate: LanguageModelV3['doGenerate']
}

/** An error body is read for the log and the SDK's error shape, never without end. */
const MAX_ERROR_BODY = 64 * 1024

export class OpenAICompatibleHttpModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3'
  readonly provider = 'openai-compatible.chat'
  readonly supportedUrls = {}
  readonly modelId: string
  readonly doGenerate: LanguageModelV3['doGenerate']
  readonly #url: string
  readonly #apiKey: string | undefined

  constructor(settings: OpenAICompatibleHttpSettings) {
    this.modelId = settings.modelId
    this.doGenerate = settings.generate
    this.#url = `${settings.baseURL.replace(/\/+$/, '')}/chat/completions`
    this.#apiKey = settings.apiKey
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const body = {
      model: this.modelId,
      max_tokens: options.maxOutputTokens,
      temperature: options.temperature,
      messages: chatMessagesOf(options.prompt),
      stream: true,
      // Without it OpenAI-style servers send no usage in a stream, and charging would be a guess.
      stream_options: { include_usage: true },
    }
    const response = await post(this.#url, this.#apiKey, body, options.abortSignal)
    return { stream: streamParts(response, options.abortSignal), request: { body } }
  }
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

/** The prompt as chat messages; a turn's content is text only (other parts are not sent). */
function chatMessagesOf(prompt: LanguageModelV3Prompt): ChatMessage[] {
  const messages: ChatMessage[] = []
  for (const message of prompt) {
    if (message.role === 'system') messages.push({ role: 'system', content: message.content })
    else if (message.role === 'user' || message.role === 'assistant') {
      let content = ''
      for (const part of message.content) if (part.type === 'text') content += part.text
      messages.push({ role: message.role, content })
    }
  }
  return messages
}

function post(
  url: string,
  apiKey: string | undefined,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<IncomingMessage> {
  const payload = JSON.stringify(body)
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const request = send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        accept: 'text/event-stream',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      signal,
    })
    request.on('error', (error) => {
      if (signal?.aborted) reject(signal.reason)
      // As the SDK words a fetch that failed: no status, so "unreachable" to the user.
      else
        reject(
          new APICallError({
            message: `Cannot connect to API: ${error.message}`,
            url,
            requestBodyValues: body,
            cause: error,
            isRetryable: true,
          }),
        )
    })
    request.once('response', (response) => {
      const status = response.statusCode ?? 0
      if (status >= 200 && status < 300) return resolve(response)
      readLimited(response).then(
        (responseBody) =>
          reject(
            new APICallError({
              message: errorMessageOf(responseBody) ?? response.statusMessage ?? `HTTP ${status}`,
              url,
              requestBodyValues: body,
              statusCode: status,
              responseHeaders: headersOf(response),
              responseBody,
            }),
          ),
        reject,
      )
    })
    request.end(payload)
  })
}

function readLimited(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    response.setEncoding('utf8')
    response.on('data', (chunk: string) => {
      if (text.length < MAX_ERROR_BODY) text += chunk
    })
    response.once('end', () => resolve(text.slice(0, MAX_ERROR_BODY)))
    response.on('error', reject)
  })
}

function headersOf(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  return headers
}

function errorMessageOf(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
    return typeof message === 'string' ? message : undefined
  } catch {
    return undefined
  }
}

const FINISH_REASONS: Record<string, LanguageModelV3FinishReason['unified']> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content-filter',
  function_call: 'tool-calls',
  tool_calls: 'tool-calls',
}

interface Chunk {
  error?: unknown
  choices?: { delta?: { content?: string | null } | null; finish_reason?: string | null }[]
  usage?: { prompt_tokens?: number | null; completion_tokens?: number | null } | null
}

/**
 * The response's SSE as stream parts. The body must end with its `end`: a connection cut
 * before it is an error part, never a finish (the turn is "interrupted", not complete).
 */
function streamParts(
  response: IncomingMessage,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV3StreamPart> {
  let textStarted = false
  let finishReason: string | undefined
  let usage: Chunk['usage']
  let ended = false
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      const fail = (error: unknown) => {
        if (ended) return
        ended = true
        controller.enqueue({ type: 'error', error })
        controller.close()
      }
      // Framing is eventsource-parser's, as everywhere else here (app/lib/sse.shared.ts).
      const parser = createParser({
        onEvent: ({ data }) => {
          if (ended || data === '[DONE]') return
          let chunk: Chunk
          try {
            chunk = JSON.parse(data) as Chunk
          } catch (error) {
            return controller.enqueue({ type: 'error', error })
          }
          if (chunk.error !== undefined) return controller.enqueue({ type: 'error', error: chunk.error })
          if (chunk.usage) usage = chunk.usage
          const choice = chunk.choices?.[0]
          if (choice?.finish_reason) finishReason = choice.finish_reason
          const delta = choice?.delta?.content
          if (delta) {
            if (!textStarted) {
              textStarted = true
              controller.enqueue({ type: 'text-start', id: 'txt-0' })
            }
            controller.enqueue({ type: 'text-delta', id: 'txt-0', delta })
          }
        },
      })
      controller.enqueue({ type: 'stream-start', warnings: [] })
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => parser.feed(chunk))
      response.once('end', () => {
        if (ended) return
        ended = true
        if (textStarted) controller.enqueue({ type: 'text-end', id: 'txt-0' })
        controller.enqueue({
          type: 'finish',
          finishReason: { unified: FINISH_REASONS[finishReason ?? ''] ?? 'other', raw: finishReason },
          usage: {
            inputTokens: {
              total: usage?.prompt_tokens ?? undefined,
              noCache: undefined,
              cacheRead: undefined,
              cacheWrite: undefined,
            },
            outputTokens: {
              total: usage?.completion_tokens ?? undefined,
              text: undefined,
              reasoning: undefined,
            },
          },
        })
        controller.close()
      })
      response.on('error', (error) => fail(signal?.aborted ? signal.reason : error))
      // A socket closed before `end`: the body broke off.
      response.once('close', () => {
        if (!response.complete) fail(signal?.aborted ? signal.reason : new Error('The model stream was cut'))
      })
    },
    cancel() {
      ended = true
      response.destroy()
    },
  })
}
