/**
 * `opsai webhooks add --tenant <slug> --url <u> --events <e,…>`: registers an endpoint as the
 * operator and prints its signing secret, this once. The URL is checked as on the settings
 * screen: https and a public address unless the deployment sets OPSAI_WEBHOOK_ALLOW_PRIVATE=1.
 */
import type { Command } from 'commander'
import { WEBHOOK_EVENT_TYPES } from '#app/features/integrations/webhooks.shared'
import { joinedLanguages } from '#app/i18n/texts.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { createWebhookEndpoint } from '#app/server/webhooks/webhook-endpoints.server'
import { loadConfig } from '#root/app.config'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

interface AddOptions {
  tenant: string
  url: string
  events: string
  description?: string
  disabled?: boolean
  json?: boolean
}

export function registerWebhooksAdd(webhooks: Command, io: CliIo) {
  webhooks
    .command('add')
    .description('Register a webhook endpoint for a tenant and print its signing secret (shown once)')
    .requiredOption('--tenant <slug>', 'the tenant')
    .requiredOption('--url <url>', 'where deliveries are POSTed (https://…)')
    .requiredOption('--events <events>', `comma-separated: ${WEBHOOK_EVENT_TYPES.join(', ')}`)
    .option('--description <text>', 'a note for the owners (at most 200 characters)')
    .option('--disabled', 'register it switched off')
    .option('--json', 'print the endpoint with its secret as JSON')
    .action(async (options: AddOptions) => {
      const { allowPrivate } = loadConfig(io.env).webhooks
      const endpoint = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, options.tenant)
          return createWebhookEndpoint(handle.db, {
            tenantId: tenant.id,
            input: {
              url: options.url,
              events: options.events
                .split(',')
                .map((event) => event.trim())
                .filter(Boolean),
              ...(options.description === undefined ? {} : { description: options.description }),
              enabled: !options.disabled,
            },
            actor: operatorActor(io),
            policy: { allowPrivate },
          })
        }),
      )
      if (options.json) return printJson(io, endpoint)
      io.stdout(joinedLanguages('cli.webhooks.added', { slug: options.tenant }))
      io.stdout(`  id      ${endpoint.id}`)
      io.stdout(`  url     ${endpoint.url}`)
      io.stdout(`  events  ${endpoint.events.join(', ')}`)
      io.stdout(`  enabled ${endpoint.enabled}`)
      io.stdout(joinedLanguages('cli.webhooks.secretOnce'))
      io.stdout(`  ${endpoint.secret}`)
    })
}
