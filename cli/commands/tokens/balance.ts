import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { refusalsExit } from '../tenants/operator'

export function registerTokensBalance(tokens: Command, io: CliIo) {
  tokens
    .command('balance <tenant>')
    .description("Show a tenant's token balance, what is reserved, and the ledger's sum")
    .option('--json', 'print as JSON')
    .action(async (tenant: string, options: { json?: boolean }) => {
      const result = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const scope = await asPlatform(handle.db).tenants.scope(tenant)
          const [balance, ledgerTotal] = await Promise.all([
            scope.tokens.balance(),
            scope.tokens.ledgerTotal(),
          ])
          return { tenant: tenant.trim().toLowerCase(), ...balance, ledgerTotal }
        }),
      )
      if (options.json) return printJson(io, result)
      io.stdout(
        `${result.tenant}: ${result.balance} tokens (reserved ${result.reserved}, available ${result.available})`,
      )
      io.stdout(`  ledger sum: ${result.ledgerTotal}`)
    })
}
