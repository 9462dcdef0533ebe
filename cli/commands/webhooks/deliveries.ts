import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { listWebhookDeliveries } from '#app/server/webhooks/webhook-deliveries.server'
import { tenantOfWebhookEndpoint } from '#app/server/webhooks/webhook-endpoints.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable, refusalsExit } from '../tenants/operator'

/** `opsai webhooks deliveries <endpoint-id>`: the endpoint's delivery log, newest first. */
export function registerWebhooksDeliveries(webhooks: Command, io: CliIo) {
  webhooks
    .command('deliveries <endpoint-id>')
    .description("A webhook endpoint's delivery log: each message's state, attempts and last answer")
    .option('--json', 'print the deliveries with every attempt as JSON')
    .action(async (endpointId: string, options: { json?: boolean }) => {
      const deliveries = await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          listWebhookDeliveries(handle.db, await tenantOfWebhookEndpoint(handle.db, endpointId), endpointId),
        ),
      )
      if (options.json) return printJson(io, deliveries)
      if (deliveries.length === 0) return io.stdout(joinedLanguages('cli.webhooks.noDeliveries'))
      io.stdout(
        formatTable(
          ['MESSAGE ID', 'EVENT', 'STATE', 'ATTEMPTS', 'LAST STATUS', 'NEXT ATTEMPT', 'CREATED'],
          deliveries.map((delivery) => [
            delivery.id,
            delivery.eventType,
            delivery.state,
            delivery.attempts,
            delivery.lastStatusCode ?? delivery.attemptLog[0]?.error,
            delivery.nextAttemptAt,
            delivery.createdAt,
          ]),
        ),
      )
    })
}
