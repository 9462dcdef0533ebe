import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable } from '../tenants/operator'

export function registerAppsList(apps: Command, io: CliIo) {
  apps
    .command('list')
    .description('List applications (ai_type) with theme, default plan and model provider')
    .option('--json', 'print as JSON (API keys are never shown)')
    .action(async (options: { json?: boolean }) => {
      const list = await withDatabase(io, (handle) => asPlatform(handle.db).applications.list())
      if (options.json) return printJson(io, list)
      if (list.length === 0) return io.stdout('No applications yet: opsai apps create --help')
      io.stdout(
        formatTable(
          ['AI_TYPE', 'NAME', 'THEME', 'DEFAULT PLAN', 'PROVIDER'],
          list.map((app) => [
            app.key,
            app.name,
            app.themeKey,
            app.defaultPlanId,
            app.settings
              ? `${app.settings.provider}${app.settings.model ? ` ${app.settings.model}` : ''}`
              : '(environment)',
          ]),
        ),
      )
    })
}
