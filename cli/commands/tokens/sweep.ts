import type { Command } from 'commander'
import { recordAudit } from '#app/server/audit.server'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor } from '../tenants/operator'

export function registerTokensSweep(tokens: Command, io: CliIo) {
  tokens
    .command('sweep')
    .description('Release the tokens held by expired (abandoned) reservations of every tenant')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const result = await withDatabase(io, async (handle) => {
        const swept = await asPlatform(handle.db).tokens.sweepExpiredReservations()
        // A run that released nothing changed nothing: no audit row for every idle cron tick.
        if (swept.tokens > 0) {
          await recordAudit(handle.db, { actor: operatorActor(io), action: 'tokens.sweep', details: swept })
        }
        return swept
      })
      if (options.json) return printJson(io, result)
      io.stdout(`Released ${result.tokens} tokens held by expired reservations of ${result.tenants} tenants.`)
    })
}
