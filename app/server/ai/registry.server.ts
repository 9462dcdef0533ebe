/**
 * From provider settings to an AI SDK language model (ADR 009). One function, so every chat
 * kind, the CLI and benchmarks get their model the same way.
 */
import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { Locale } from '../../i18n/locale'
import type { FaqEntry, RankOptions } from '../faq/retrieval.shared'
import { OfflineLanguageModel } from './offline-model.server'
import { OpenAICompatibleHttpModel } from './openai-compatible-http.server'
import { type ProviderName, type ProviderSettings, parseProviderSettings } from './provider-settings.server'

export interface ResolvedModel {
  model: LanguageModelV3
  provider: ProviderName
  /** The model id as the provider knows it (recorded with usage). */
  modelId: string
}

export interface ResolveContext {
  /** A FAQ chat's entries: the offline provider answers from them. Real models get them in the prompt. */
  faqEntries?: readonly FaqEntry[]
  /** The offline reply composed from the chat's grounding, when the chat has one. */
  groundedReply?: string
  retrieval?: RankOptions
  /** The reader's language, for the offline provider's reply. */
  locale?: Locale
  /** The offline provider's pause between pieces (0 in tests). */
  offlineChunkDelayMs?: number
  /** Replaces the network fetch of the HTTP providers (tests of failure modes). */
  fetch?: typeof globalThis.fetch
}

/**
 * HTTP providers' models by their exact settings. Building one (and validating its settings)
 * took about 0.3 ms of CPU on every chat turn (docs/performance.md, "Chat stream overhead"); the
 * model objects keep only their configuration, so turns can share them. Keyed by every setting,
 * API key included, a changed setting simply finds no entry: nothing to invalidate. Bounded, as
 * each application may have its own settings.
 */
const httpModels = new Map<string, ResolvedModel>()
const HTTP_MODELS_KEPT = 100

export function resolveModel(settings: ProviderSettings, context: ResolveContext = {}): ResolvedModel {
  // A replaced fetch (tests of failure modes) is not part of the key: never cached.
  if (settings.provider === 'offline' || context.fetch) return buildModel(settings, context)
  const key = JSON.stringify([settings.provider, settings.baseURL, settings.apiKey, settings.model])
  const cached = httpModels.get(key)
  if (cached) return cached
  const resolved = buildModel(settings, context)
  if (httpModels.size >= HTTP_MODELS_KEPT) httpModels.delete(httpModels.keys().next().value as string)
  httpModels.set(key, resolved)
  return resolved
}

function buildModel(settings: ProviderSettings, context: ResolveContext): ResolvedModel {
  // Settings may come straight from a database row: validate again rather than trust the type.
  const valid = parseProviderSettings(settings)
  switch (valid.provider) {
    case 'offline': {
      const model = new OfflineLanguageModel({
        faqEntries: context.faqEntries,
        groundedReply: context.groundedReply,
        retrieval: context.retrieval,
        locale: context.locale,
        chunkDelayMs: context.offlineChunkDelayMs,
      })
      return { model, provider: 'offline', modelId: model.modelId }
    }
    case 'openai-compatible': {
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: requireValue(valid.baseURL, 'baseURL'),
        apiKey: valid.apiKey,
        // Without it OpenAI-style servers send no usage in a stream, and charging would be a guess.
        includeUsage: true,
        fetch: context.fetch,
      })
      const modelId = requireValue(valid.model, 'model')
      const sdkModel = provider.chatModel(modelId)
      // Streams on node:http (ADR 052); a replaced fetch (tests of failure modes) keeps the SDK's.
      const model = context.fetch
        ? sdkModel
        : new OpenAICompatibleHttpModel({
            baseURL: requireValue(valid.baseURL, 'baseURL'),
            apiKey: valid.apiKey,
            modelId,
            generate: (options) => sdkModel.doGenerate(options),
          })
      return { model, provider: 'openai-compatible', modelId }
    }
    case 'anthropic': {
      const provider = createAnthropic({
        baseURL: valid.baseURL,
        apiKey: requireValue(valid.apiKey, 'apiKey'),
        fetch: context.fetch,
      })
      const modelId = requireValue(valid.model, 'model')
      return { model: provider.messages(modelId), provider: 'anthropic', modelId }
    }
  }
}

// parseProviderSettings already guarantees these; this narrows the type without a cast.
function requireValue(value: string | undefined, key: string): string {
  if (!value) throw new Error(`${key} is required`)
  return value
}
