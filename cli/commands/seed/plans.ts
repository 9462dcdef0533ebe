import { resolve } from 'node:path'
import type { Command } from 'commander'
import { DEFAULT_PLANS_FILE, seedPlansFromFile } from '#db/seeds/defaults'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

export function registerSeedPlans(seed: Command, io: CliIo) {
  seed
    .command('plans')
    .description('Create or update plans from a JSON/YAML file (default: db/seeds/plans.yaml)')
    .option(
      '--file <path>',
      'a .json, .yaml or .yml file: { plans: [{ id, name, monthlyTokens, priceJpy, maxUsers, maxChats }] }',
    )
    .option('--json', 'print the result as JSON')
    .action(async (options: { file?: string; json?: boolean }) => {
      const path = options.file ? resolve(options.file) : DEFAULT_PLANS_FILE
      const result = await withDatabase(io, (handle) =>
        refusalsExit(() => seedPlansFromFile(handle.db, path, operatorActor(io))),
      )
      if (options.json) return printJson(io, result)
      io.stdout(
        `Plans from ${path}: ${result.created.length} created${result.created.length ? ` (${result.created.join(', ')})` : ''}, ` +
          `${result.updated.length} updated${result.updated.length ? ` (${result.updated.join(', ')})` : ''}.`,
      )
    })
}
