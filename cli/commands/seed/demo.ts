import type { Command } from 'commander'
import { seedDemo } from '#db/seeds/demo'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

export function registerSeedDemo(seed: Command, io: CliIo) {
  seed
    .command('demo')
    .description('Seed demo brands, tenants on <slug>.localhost, members and tokens (safe to run again)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const result = await withDatabase(io, (handle) =>
        refusalsExit(() => seedDemo(handle.db, { env: io.env, actor: operatorActor(io) })),
      )
      if (options.json) printJson(io, result)
      else for (const line of result.lines) io.stdout(line)
    })
}
