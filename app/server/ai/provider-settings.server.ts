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

export const PROVIDERS = ['offline', 'openai-compatible', 'anthropic'] as const
export type ProviderName = (typeof PROVIDERS)[number]

const httpUrl = z
  .url({
    protocol: /^https?$/,
    error: 'http(s) の URL を指定してください / must be an http(s) URL',
  })
  .max(2000)

export const providerSettingsSchema = z
  .object({
    provider: z.enum(PROVIDERS, {
      error: `provider は ${PROVIDERS.join(', ')} のいずれかです / provider must be one of ${PROVIDERS.join(', ')}`,
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
        message:
          'OpenAI 互換プロバイダーには baseURL が必要です / an OpenAI-compatible provider needs a baseURL',
      })
    }
    if (settings.provider === 'anthropic' && !settings.apiKey) {
      context.addIssue({
        code: 'custom',
        path: ['apiKey'],
        message: 'Anthropic には apiKey が必要です / Anthropic needs an apiKey',
      })
    }
    if (!settings.model) {
      context.addIssue({
        code: 'custom',
        path: ['model'],
        message: 'モデル名を指定してください / a model name is required',
      })
    }
  })

export type ProviderSettings = z.infer<typeof providerSettingsSchema>

export const OFFLINE_SETTINGS: ProviderSettings = { provider: 'offline' }

export class ProviderSettingsError extends Error {
  constructor(
    readonly problems: { key: string; message: string }[],
    source: string,
  ) {
    super(
      `モデルプロバイダーの設定が不正です / Invalid model provider settings (${source}):\n${problems
        .map((problem) => `  ${problem.key}: ${problem.message}`)
        .join('\n')}`,
    )
    this.name = 'ProviderSettingsError'
  }
}

/** Validates settings from any source (an application row, a form, the CLI). */
export function parseProviderSettings(input: unknown, source = 'settings'): ProviderSettings {
  const result = providerSettingsSchema.safeParse(input)
  if (result.success) return result.data
  throw new ProviderSettingsError(
    result.error.issues.map((issue) => ({ key: issue.path.join('.') || 'provider', message: issue.message })),
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
      return { key, message: issue.message }
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
