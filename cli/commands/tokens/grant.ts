import type { Command } from 'commander'
import { z } from 'zod'
import { slugSchema } from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson } from '../../lib/io'
import { asOperator } from '../tenants/operator'

const optionsSchema = z.object({
  tenant: slugSchema,
  // Commander hands numbers over as text; "-5", "1e3" and "12.5" are all refused by name.
  amount: z
    .string()
    .regex(/^\d+$/, 'cli.common.wholeTokens')
    .transform(Number)
    .pipe(z.number().int().positive('cli.common.positive').max(Number.MAX_SAFE_INTEGER)),
  reason: z.string().trim().min(1, 'cli.common.notEmpty').max(1000),
  key: z.string().trim().min(1).max(200).optional(),
  json: z.boolean().optional(),
})

export function registerTokensGrant(tokens: Command, io: CliIo) {
  tokens
    .command('grant <tenant> <amount>')
    .description('Grant additional tokens to a tenant (an additional_grant ledger entry)')
    .requiredOption('--reason <text>', 'why: kept in the ledger and the audit log')
    .option('--key <idempotency-key>', 'record it only once, however often the command runs with this key')
    .option('--json', 'print the entry and the new balance as JSON')
    .action(async (tenant: string, amount: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, { tenant, amount, ...raw })
      const result = await asOperator(io, async (platform, actor) =>
        (await platform.tenants.scope(options.tenant)).tokens.grant({
          amount: options.amount,
          reason: options.reason,
          idempotencyKey: options.key,
          actor,
        }),
      )
      if (options.json) return printJson(io, result)
      io.stdout(
        result.created
          ? `Granted ${options.amount} tokens to ${options.tenant} (ledger entry ${result.entry.id}).`
          : `Already recorded with key ${result.entry.idempotencyKey}; nothing changed.`,
      )
      io.stdout(`Balance: ${result.balance.balance} (available ${result.balance.available})`)
    })
}
