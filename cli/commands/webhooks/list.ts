import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { listWebhookEndpoints } from '#app/server/webhooks/webhook-endpoints.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable, refusalsExit } from '../tenants/operator'

/** `opsai webhooks list --tenant <slug>`: the tenant's endpoints, never their secrets. */
export function registerWebhooksList(webhooks: Command, io: CliIo) {
  webhooks
    .command('list')
    .description("List a tenant's webhook endpoints (their secrets are never shown again)")
    .requiredOption('--tenant <slug>', 'the tenant')
    .option('--json', 'print the endpoints as JSON')
    .action(async (options: { tenant: string; json?: boolean }) => {
      const endpoints = await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          listWebhookEndpoints(handle.db, (await requireTenantBySlug(handle.db, options.tenant)).id),
        ),
      )
      if (options.json) return printJson(io, endpoints)
      if (endpoints.length === 0)
        return io.stdout(joinedLanguages('cli.webhooks.none', { slug: options.tenant }))
      io.stdout(
        formatTable(
          ['ID', 'URL', 'EVENTS', 'ENABLED', 'DESCRIPTION'],
          endpoints.map((endpoint) => [
            endpoint.id,
            endpoint.url,
            endpoint.events.join(','),
            endpoint.enabled ? 'yes' : 'no',
            endpoint.description,
          ]),
        ),
      )
    })
}
