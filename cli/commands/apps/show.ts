import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { refusalsExit } from '../tenants/operator'
import { describeApplication } from './settings-options'

export function registerAppsShow(apps: Command, io: CliIo) {
  apps
    .command('show <ai_type>')
    .description('Show one application')
    .option('--json', 'print as JSON (API keys are never shown)')
    .action(async (key: string, options: { json?: boolean }) => {
      const application = await withDatabase(io, (handle) =>
        refusalsExit(() => asPlatform(handle.db).applications.require(key)),
      )
      if (options.json) return printJson(io, application)
      for (const line of describeApplication(application)) io.stdout(line)
    })
}
