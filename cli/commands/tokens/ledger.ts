import type { Command } from 'commander'
import { z } from 'zod'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable, refusalsExit } from '../tenants/operator'

const optionsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100_000).default(50),
  json: z.boolean().optional(),
})

export function registerTokensLedger(tokens: Command, io: CliIo) {
  tokens
    .command('ledger <tenant>')
    .description("Show a tenant's token ledger, newest first")
    .option('--limit <n>', 'how many entries (default 50)')
    .option('--json', 'print as JSON')
    .action(async (tenant: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, raw)
      const entries = await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          (await asPlatform(handle.db).tenants.scope(tenant)).tokens.ledger({ limit: options.limit }),
        ),
      )
      if (options.json) return printJson(io, entries)
      if (entries.length === 0) return io.stdout('No ledger entries yet.')
      io.stdout(
        formatTable(
          ['ID', 'AT', 'KIND', 'AMOUNT', 'BALANCE', 'ACTOR', 'REASON / REFERENCE'],
          entries.map((entry) => [
            entry.id,
            entry.createdAt.toISOString().replace(/\.\d+Z$/, 'Z'),
            entry.kind,
            entry.amount > 0 ? `+${entry.amount}` : entry.amount,
            entry.balanceAfter,
            entry.actor,
            entry.reason ?? entry.reference,
          ]),
        ),
      )
    })
}
