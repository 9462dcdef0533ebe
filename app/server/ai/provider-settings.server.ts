/**
 * Which model provider an application uses (ADR 009). An application's own settings win; else
 * the system default of /admin/system; else the environment (`OPSAI_AI_BASE_URL`,
 * `OPSAI_AI_API_KEY`, `OPSAI_AI_MODEL`) sets a default
 * OpenAI-compatible provider for every application; else the built-in offline provider
 * answers, so the product runs with no key.
 *
 * API keys stay on the server: anything bound for a client goes through
 * `redactProviderSettings`, which keeps only whether a key is set.
 */
import { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { issueText, zodWording } from '../issue-text.server'

export const PROVIDERS = ['offline', 'openai-compatible', 'anthropic'] as const
export type ProviderName = (typeof PROVIDERS)[number]

const httpUrl = z
  .url({
    protocol: /^https?$/,
    error: 'errors.chat.providerUrl',
  })
  .max(2000)

export const providerSettingsSchema = z
  .object({
    provider: z.enum(PROVIDERS, {
      // The issue's `values` (the providers) fill the text.
      error: 'errors.chat.providerUnknown',
    }),
    baseURL: httpUrl.optional(),
    apiKey: z.string().trim().min(1).max(1000).optional(),
    model: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((settings, context) => {
    if (settings.provider === 'offline') return
    if (settings.provider === 'openai-compatible' && !settings.baseURL) {
      context.addIssue({
        code: 'custom',
        path: ['baseURL'],
        message: 'errors.chat.providerNeedsBaseUrl',
      })
    }
    if (settings.provider === 'anthropic' && !settings.apiKey) {
      context.addIssue({
        code: 'custom',
        path: ['apiKey'],
        message: 'errors.chat.anthropicNeedsApiKey',
      })
    }
    if (!settings.model) {
      context.addIssue({
        code: 'custom',
        path: ['model'],
        message: 'errors.chat.modelRequired',
      })
    }
  })

export type ProviderSettings = z.infer<typeof providerSettingsSchema>

/** The fields of stored provider settings that are sealed at rest (ADR 033). */
export const PROVIDER_SECRET_FIELDS = ['apiKey'] as const

const problemText = (issue: z.core.$ZodIssue) => issueText(issue, zodWording(issue))

export const OFFLINE_SETTINGS: ProviderSettings = { provider: 'offline' }

/** Settings that cannot work; `message` (for logs and the CLI) is the Japanese text, then the English. */
export class ProviderSettingsError extends Error {
  readonly messages: BilingualText

  constructor(
    readonly problems: { key: string; message: BilingualText }[],
    source: string,
  ) {
    const lines = (language: keyof BilingualText) =>
      problems.map((problem) => `  ${problem.key}: ${problem.message[language]}`).join('\n')
    const messages = bothLanguages('errors.chat.invalidProviderSettings', {
      source,
      problemsJa: lines('ja'),
      problemsEn: lines('en'),
    })
    super(`${messages.ja}\n${messages.en}`)
    this.messages = messages
    this.name = 'ProviderSettingsError'
  }
}

/** Validates settings from any source (an application row, a form, the CLI). */
export function parseProviderSettings(input: unknown, source = 'settings'): ProviderSettings {
  const result = providerSettingsSchema.safeParse(input)
  if (result.success) return result.data
  throw new ProviderSettingsError(
    result.error.issues.map((issue) => ({
      key: issue.path.join('.') || 'provider',
      message: problemText(issue),
    })),
    source,
  )
}

export const PROVIDER_ENV_KEYS = {
  baseURL: 'OPSAI_AI_BASE_URL',
  apiKey: 'OPSAI_AI_API_KEY',
  model: 'OPSAI_AI_MODEL',
} as const

/**
 * The default provider of every application, from the environment. Nothing set → offline.
 * A key or model without a base URL is a mistake, not a request for the offline provider:
 * it fails loudly, naming the environment variables.
 */
export function providerSettingsFromEnv(env: Record<string, string | undefined>): ProviderSettings {
  const value = (key: string) => {
    const raw = env[key]?.trim()
    return raw ? raw : undefined
  }
  const baseURL = value(PROVIDER_ENV_KEYS.baseURL)
  const apiKey = value(PROVIDER_ENV_KEYS.apiKey)
  const model = value(PROVIDER_ENV_KEYS.model)
  if (!baseURL && !apiKey && !model) return OFFLINE_SETTINGS
  const result = providerSettingsSchema.safeParse({ provider: 'openai-compatible', baseURL, apiKey, model })
  if (result.success) return result.data
  throw new ProviderSettingsError(
    result.error.issues.map((issue) => {
      const field = issue.path[0]
      const key =
        field === 'baseURL' || field === 'apiKey' || field === 'model'
          ? PROVIDER_ENV_KEYS[field]
          : 'OPSAI_AI_*'
      return { key, message: problemText(issue) }
    }),
    'environment',
  )
}

/**
 * The settings a chat turn uses: the application's own (validated) when it has any, else the
 * system default set at /admin/system (`system_settings.defaultProvider`), else the environment
 * default, else offline.
 */
export function effectiveProviderSettings(
  applicationSettings: unknown,
  env: Record<string, string | undefined> = process.env,
  systemDefault: ProviderSettings | null = null,
): ProviderSettings {
  if (applicationSettings !== undefined && applicationSettings !== null)
    return parseProviderSettings(applicationSettings, 'application')
  if (systemDefault) return parseProviderSettings(systemDefault, 'system default')
  return providerSettingsFromEnv(env)
}

export interface RedactedProviderSettings {
  provider: ProviderName
  /** Without credentials or query string, which may carry a key (Azure `api-key=`). */
  baseURL?: string
  model?: string
  hasApiKey: boolean
}

/** A base URL without the credentials a user name, password, query (`api-key=…`) or hash may carry. */
export function redactBaseUrl(baseURL: string): string {
  const url = new URL(baseURL)
  url.username = ''
  url.password = ''
  url.search = ''
  url.hash = ''
  return url.toString()
}

/** The only shape of provider settings that may leave the server. */
export function redactProviderSettings(settings: ProviderSettings): RedactedProviderSettings {
  const redacted: RedactedProviderSettings = {
    provider: settings.provider,
    hasApiKey: Boolean(settings.apiKey),
  }
  if (settings.baseURL) redacted.baseURL = redactBaseUrl(settings.baseURL)
  if (settings.model) redacted.model = settings.model
  return redacted
}
