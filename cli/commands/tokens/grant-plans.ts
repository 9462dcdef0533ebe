import type { Command } from 'commander'
import { z } from 'zod'
import { recordAudit } from '#app/server/audit.server'
import { billingMonth } from '#app/server/ledger/plan-grants.server'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

const optionsSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'cli.common.yearMonth')
    .optional(),
  json: z.boolean().optional(),
})

export function registerTokensGrantPlans(tokens: Command, io: CliIo) {
  tokens
    .command('grant-plans')
    .description(
      "Grant every active tenant its plan's monthly credits, once per month (the server's monthly job does this on the 1st)",
    )
    .option('--month <YYYY-MM>', 'the month to grant (default: the current month, Japan time)')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, raw)
      const month = options.month ?? billingMonth()
      const actor = operatorActor(io)
      const result = await withDatabase(io, async (handle) => {
        const granted = await refusalsExit(() =>
          asPlatform(handle.db).tokens.grantMonthlyPlans({ month, actor }),
        )
        // Each grant is a ledger entry with the actor; the audit row records the run.
        if (granted.granted > 0) {
          await recordAudit(handle.db, {
            actor,
            action: 'tokens.grant-plans',
            target: month,
            details: granted,
          })
        }
        return granted
      })
      if (options.json) return printJson(io, { month, ...result })
      io.stdout(
        `Plan grants for ${month}: ${result.granted} granted, ${result.alreadyGranted} already granted, ${result.skipped} skipped (Stripe subscriptions and downgrades not yet applied).`,
      )
    })
}
