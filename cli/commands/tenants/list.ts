import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable } from './operator'

export function registerTenantsList(tenants: Command, io: CliIo) {
  tenants
    .command('list')
    .description('List tenants with their application, plan, theme and status')
    .option('--json', 'print as JSON')
    .action(async (options: { json?: boolean }) => {
      const list = await withDatabase(io, (handle) => asPlatform(handle.db).tenants.list())
      if (options.json) return printJson(io, list)
      if (list.length === 0) return io.stdout('No tenants yet: opsai tenants create --help')
      io.stdout(
        formatTable(
          ['SLUG', 'NAME', 'APP', 'PLAN', 'THEME', 'STATUS'],
          list.map((tenant) => [
            tenant.slug,
            tenant.name,
            tenant.applicationKey,
            tenant.planId,
            tenant.effectiveThemeKey,
            tenant.status,
          ]),
        ),
      )
    })
}
