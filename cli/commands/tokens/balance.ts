import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerShowCommand } from '../tenants/operator'

export function registerTokensBalance(tokens: Command, io: CliIo) {
  registerShowCommand(tokens, io, {
    command: 'balance <tenant>',
    description: "Show a tenant's token balance, what is reserved, and the ledger's sum",
    load: async (platform, tenant) => {
      const scope = await platform.tenants.scope(tenant)
      const [balance, ledgerTotal] = await Promise.all([scope.tokens.balance(), scope.tokens.ledgerTotal()])
      return { tenant: tenant.trim().toLowerCase(), ...balance, ledgerTotal }
    },
    describe: (result) => [
      `${result.tenant}: ${result.balance} tokens (reserved ${result.reserved}, available ${result.available})`,
      `  ledger sum: ${result.ledgerTotal}`,
    ],
  })
}
