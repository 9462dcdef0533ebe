/**
 * The built-in offline provider (ADR 009): a real AI SDK language model (specification v3,
 * the interface `ai` 6 calls) that needs no network and no key, so `npm start` works out of
 * the box. It streams a clearly labelled local reply piece by piece, honours abort, and
 * reports usage from the deterministic token estimator. Given FAQ entries, it answers from
 * retrieval: the best entry's answer when it clearly matches, else a plain "nothing matched".
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider'
import { OFFLINE_MODEL_ID } from '../../features/chat/chat-types.shared'
import type { Locale } from '../../i18n/locale'
import { type FaqEntry, type RankOptions, rankFaqEntries } from '../faq/retrieval.shared'
import { offlineFaqReply, offlineGeneralReply } from './offline-reply.server'
import { chunkText, estimateTokens } from './tokens.server'

export const OFFLINE_PROVIDER_ID = 'opsai.offline'

export interface OfflineModelOptions {
  /** Set for FAQ chats (even when empty): the reply comes from retrieval over these entries. */
  faqEntries?: readonly FaqEntry[]
  retrieval?: RankOptions
  /** The reader's language: the reply is in it alone. */
  locale?: Locale
  /** The reply already composed from the chat's sources (FAQ and documents: chat-grounding.server.ts). */
  groundedReply?: string
  /** Pause between streamed pieces, so the reply reads like a model's (0 in tests). */
  chunkDelayMs?: number
}

function textOf(content: LanguageModelV3Prompt[number]['content']): string {
  if (typeof content === 'string') return content
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('')
}

function lastUserText(prompt: LanguageModelV3Prompt): string {
  const message = prompt.findLast((candidate) => candidate.role === 'user')
  return message ? textOf(message.content) : ''
}

function promptTokens(prompt: LanguageModelV3Prompt): number {
  // The same framing as estimatePromptTokens: 4 tokens per message.
  return prompt.reduce((total, message) => total + estimateTokens(textOf(message.content)) + 4, 0)
}

function usageOf(inputTokens: number, outputTokens: number): LanguageModelV3Usage {
  return {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The offline reply was aborted', 'AbortError')
}

export class OfflineLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3'
  readonly provider = OFFLINE_PROVIDER_ID
  readonly modelId = OFFLINE_MODEL_ID
  readonly supportedUrls: Record<string, RegExp[]> = {}

  constructor(private readonly options: OfflineModelOptions = {}) {}

  /** The whole reply for a prompt; deterministic. */
  reply(prompt: LanguageModelV3Prompt): string {
    const question = lastUserText(prompt)
    const { faqEntries, locale, groundedReply } = this.options
    if (groundedReply !== undefined) return groundedReply
    if (faqEntries) {
      return offlineFaqReply(rankFaqEntries(question, faqEntries, this.options.retrieval), locale)
    }
    return offlineGeneralReply(question, locale)
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    options.abortSignal?.throwIfAborted()
    const text = this.reply(options.prompt)
    return {
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: usageOf(promptTokens(options.prompt), estimateTokens(text)),
      warnings: [],
      response: { id: crypto.randomUUID(), timestamp: new Date(), modelId: this.modelId },
    }
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    options.abortSignal?.throwIfAborted()
    const text = this.reply(options.prompt)
    const pieces = chunkText(text)
    const inputTokens = promptTokens(options.prompt)
    const delay = this.options.chunkDelayMs ?? 15
    const signal = options.abortSignal
    const textId = 'offline-text'
    let index = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let wake: (() => void) | undefined
    let cancelled = false

    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start: (controller) => {
        controller.enqueue({ type: 'stream-start', warnings: [] })
        controller.enqueue({
          type: 'response-metadata',
          id: crypto.randomUUID(),
          timestamp: new Date(),
          modelId: this.modelId,
        })
        controller.enqueue({ type: 'text-start', id: textId })
        // A pending wait ends at once on abort; the stream then errors like a cut fetch would.
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            wake?.()
            try {
              controller.error(abortError(signal))
            } catch {
              // Already closed: the reply had finished.
            }
          },
          { once: true },
        )
      },
      pull: async (controller) => {
        if (signal?.aborted) return
        const piece = pieces[index]
        if (piece === undefined) {
          controller.enqueue({ type: 'text-end', id: textId })
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: usageOf(inputTokens, estimateTokens(text)),
          })
          controller.close()
          return
        }
        if (index > 0 && delay > 0) {
          await new Promise<void>((resolve) => {
            wake = resolve
            timer = setTimeout(resolve, delay)
          })
          if (signal?.aborted || cancelled) return
        }
        index += 1
        controller.enqueue({ type: 'text-delta', id: textId, delta: piece })
      },
      cancel: () => {
        cancelled = true
        clearTimeout(timer)
        wake?.()
      },
    })
    return { stream }
  }
}
