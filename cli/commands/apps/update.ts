import type { Command } from 'commander'
import { z } from 'zod'
import { displayNameSchema, planIdSchema, themeKeySchema } from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { asOperator } from '../tenants/operator'
import * as provider from './settings-options'

const optionsSchema = provider.providerOptionsSchema.extend({
  name: displayNameSchema.optional(),
  theme: themeKeySchema.optional(),
  defaultPlan: planIdSchema.optional(),
  closeRegistration: z.boolean().optional(),
  clearApiKey: z.boolean().optional(),
  environmentProvider: z.boolean().optional(),
  embeddingsBaseUrl: z.string().trim().min(1).optional(),
  embeddingsModel: z.string().trim().min(1).optional(),
  embeddingsDimensions: z.string().regex(/^\d+$/, 'cli.common.wholeTokens').optional(),
  embeddingsApiKeyEnv: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, 'cli.common.environmentName')
    .optional(),
  clearEmbeddings: z.boolean().optional(),
})

export function registerAppsUpdate(apps: Command, io: CliIo) {
  provider
    .addProviderOptions(
      apps
        .command('update <ai_type>')
        .description('Change an application; unspecified options stay as they are')
        .option('--name <name>', 'display name')
        .option('--theme <key>', 'brand theme (tenants without their own theme follow it)')
        .option('--default-plan <plan>', 'plan free registration starts on')
        .option('--close-registration', 'remove the default plan: free registration closes')
        .option('--clear-api-key', 'forget the stored API key')
        .option('--environment-provider', "drop the application's model settings: use OPSAI_AI_*")
        .option(
          '--embeddings-base-url <url>',
          'OpenAI-compatible embeddings endpoint for knowledge (vector search)',
        )
        .option('--embeddings-model <model>', 'embedding model name')
        .option('--embeddings-dimensions <n>', 'embedding dimensions (8-4096)')
        .option(
          '--embeddings-api-key-env <NAME>',
          "read the embeddings endpoint's key from this environment variable",
        )
        .option('--clear-embeddings', 'remove the embeddings endpoint: knowledge retrieval is lexical only'),
    )
    .action(async (key: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, raw)
      const apiKey = options.clearApiKey ? null : provider.apiKeyFrom(io, options.apiKeyEnv)
      const settingsPatch = {
        ...(options.provider && { provider: options.provider }),
        ...(options.model && { model: options.model }),
        ...(options.baseUrl && { baseURL: options.baseUrl }),
        ...(apiKey !== undefined && { apiKey }),
      }
      const embeddings = options.clearEmbeddings
        ? null
        : options.embeddingsBaseUrl || options.embeddingsModel || options.embeddingsDimensions
          ? {
              baseURL: options.embeddingsBaseUrl ?? '',
              model: options.embeddingsModel ?? '',
              dimensions: Number(options.embeddingsDimensions ?? 0),
              ...(options.embeddingsApiKeyEnv && {
                apiKey: provider.apiKeyFrom(io, options.embeddingsApiKeyEnv),
              }),
            }
          : undefined
      const updated = await asOperator(io, (platform, actor) =>
        platform.applications.update(
          key,
          {
            name: options.name,
            themeKey: options.theme,
            defaultPlanId: options.closeRegistration ? null : options.defaultPlan,
            settings: options.environmentProvider
              ? null
              : Object.keys(settingsPatch).length > 0
                ? settingsPatch
                : undefined,
            embeddings,
          },
          actor,
        ),
      )
      io.stdout('Updated application:')
      for (const line of provider.describeApplication(updated)) io.stdout(line)
    })
}
