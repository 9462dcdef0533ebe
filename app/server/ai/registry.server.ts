/**
 * From provider settings to an AI SDK language model (ADR 009). One function, so every chat
 * kind, the CLI and benchmarks get their model the same way.
 */
import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { FaqEntry, RankOptions } from '../faq/retrieval'
import { OfflineLanguageModel } from './offline-model.server'
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
  retrieval?: RankOptions
  /** The offline provider's pause between pieces (0 in tests). */
  offlineChunkDelayMs?: number
  /** Replaces the network fetch of the HTTP providers (tests of failure modes). */
  fetch?: typeof globalThis.fetch
}

export function resolveModel(settings: ProviderSettings, context: ResolveContext = {}): ResolvedModel {
  // Settings may come straight from a database row: validate again rather than trust the type.
  const valid = parseProviderSettings(settings)
  switch (valid.provider) {
    case 'offline': {
      const model = new OfflineLanguageModel({
        faqEntries: context.faqEntries,
        retrieval: context.retrieval,
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
      return { model: provider.chatModel(modelId), provider: 'openai-compatible', modelId }
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
  if (!value) throw new Error(`${key} is required / ${key} が必要です`)
  return value
}
