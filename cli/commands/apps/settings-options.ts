import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { PROVIDERS } from '#app/server/ai/provider-settings.server'
import type { Application } from '#app/server/tenancy/applications.server'
import { CliError } from '../../lib/errors'
import type { CliIo } from '../../lib/io'

/** The model-provider options `apps create` and `apps update` share. */
export function addProviderOptions(command: Command) {
  return command
    .option('--provider <name>', `model provider: ${PROVIDERS.join(', ')}`)
    .option('--model <model>', 'model name, e.g. gpt-4o-mini')
    .option('--base-url <url>', 'API base URL of an OpenAI-compatible provider')
    .option(
      '--api-key-env <NAME>',
      'read the API key from this environment variable (keeps it out of shell history)',
    )
}

export const providerOptionsSchema = z.object({
  provider: z.enum(PROVIDERS).optional(),
  model: z.string().trim().min(1).optional(),
  baseUrl: z.string().trim().min(1).optional(),
  apiKeyEnv: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, 'cli.common.environmentName')
    .optional(),
})

/** The key named by --api-key-env, from the CLI's environment; an unset variable is refused. */
export function apiKeyFrom(io: CliIo, name: string | undefined): string | undefined {
  if (!name) return undefined
  const value = io.env[name]?.trim()
  if (!value)
    throw new CliError(`--api-key-env ${name}: ${joinedLanguages('cli.common.environmentUnset', { name })}`)
  return value
}

export function describeApplication(application: Application): string[] {
  const settings = application.settings
  const provider = settings
    ? [
        settings.provider,
        settings.model,
        settings.baseURL,
        settings.hasApiKey ? 'API key set' : settings.provider === 'offline' ? '' : 'no API key',
      ]
        .filter(Boolean)
        .join(', ')
    : 'environment default (OPSAI_AI_*)'
  return [
    `${application.key}: ${application.name}`,
    `  theme ${application.themeKey}, default plan ${application.defaultPlanId ?? 'none (free registration closed)'}`,
    `  model provider: ${provider}`,
    `  knowledge retrieval: ${
      application.embeddings
        ? `hybrid (embeddings ${application.embeddings.model}, ${application.embeddings.dimensions} dimensions)`
        : 'lexical only (no embeddings endpoint)'
    }`,
  ]
}
