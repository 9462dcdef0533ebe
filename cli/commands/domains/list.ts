import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable, refusalsExit } from '../tenants/operator'

export function registerDomainsList(domains: Command, io: CliIo) {
  domains
    .command('list')
    .description('List host mappings, of all tenants or one')
    .option('--tenant <slug>', 'only this tenant')
    .option('--json', 'print as JSON')
    .action(async (options: { tenant?: string; json?: boolean }) => {
      const list = await withDatabase(io, async (handle) => {
        const platform = asPlatform(handle.db)
        // An unknown --tenant is an error, not an empty list.
        const tenant = options.tenant
          ? await refusalsExit(() => platform.tenants.require(options.tenant ?? ''))
          : undefined
        return platform.domains.list({ tenantSlug: tenant?.slug })
      })
      if (options.json) return printJson(io, list)
      if (list.length === 0) return io.stdout('No domains mapped: opsai domains map --help')
      io.stdout(
        formatTable(
          ['HOSTNAME', 'TENANT', 'THEME', 'PRIMARY'],
          list.map((domain) => [
            domain.hostname,
            domain.tenantSlug,
            domain.themeKey ?? '(tenant)',
            domain.isPrimary ? 'yes' : 'no',
          ]),
        ),
      )
    })
}
