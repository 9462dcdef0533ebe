import type { Command } from 'commander'
import { seedDemo } from '#db/seeds/demo'
import { isProductionMode } from '#root/app.config'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

export function registerSeedDemo(seed: Command, io: CliIo) {
  seed
    .command('demo')
    .description('Seed demo brands, tenants on <slug>.localhost, members and tokens (safe to run again)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      // Demo members share one password, and it is printed: never in production (ADR 032).
      if (isProductionMode(io.env))
        throw new CliError(
          'opsai seed demo is refused in production mode (NODE_ENV=production): demo tenants share one printed password / ' +
            '本番モード (NODE_ENV=production) では opsai seed demo を実行できません: デモのテナントは共通のパスワードを使い、それを表示します',
        )
      const result = await withDatabase(io, (handle) =>
        refusalsExit(() => seedDemo(handle.db, { env: io.env, actor: operatorActor(io) })),
      )
      if (options.json) printJson(io, result)
      else for (const line of result.lines) io.stdout(line)
    })
}
