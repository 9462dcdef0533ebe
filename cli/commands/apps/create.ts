import type { Command } from 'commander'
import * as fields from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { asOperator } from '../tenants/operator'
import {
  addProviderOptions,
  apiKeyFrom,
  describeApplication,
  providerOptionsSchema,
} from './settings-options'

const optionsSchema = providerOptionsSchema.extend({
  key: fields.aiTypeSchema,
  name: fields.displayNameSchema,
  theme: fields.themeKeySchema,
  defaultPlan: fields.planIdSchema.optional(),
})

export function registerAppsCreate(apps: Command, io: CliIo) {
  addProviderOptions(
    apps
      .command('create <ai_type>')
      .description('Create an application: its brand theme, default plan for free registration and model')
      .requiredOption('--name <name>', 'display name')
      .requiredOption('--theme <key>', 'brand theme (opsai themes list)')
      .option('--default-plan <plan>', 'plan free registration starts on (none: registration closed)'),
  ).action(async (key: string, raw: Record<string, unknown>) => {
    const options = parseOptions(optionsSchema, { key, ...raw })
    const apiKey = apiKeyFrom(io, options.apiKeyEnv)
    const hasProvider = Boolean(options.provider || options.model || options.baseUrl || apiKey)
    const created = await asOperator(io, (platform, actor) =>
      platform.applications.create(
        {
          key: options.key,
          name: options.name,
          themeKey: options.theme,
          defaultPlanId: options.defaultPlan,
          settings: hasProvider
            ? {
                provider: options.provider ?? 'openai-compatible',
                model: options.model,
                baseURL: options.baseUrl,
                apiKey,
              }
            : null,
        },
        actor,
      ),
    )
    io.stdout('Created application:')
    for (const line of describeApplication(created)) io.stdout(line)
  })
}
