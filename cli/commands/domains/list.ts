import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import type { CliIo } from '../../lib/io'
import { refusalsExit, registerListCommand } from '../tenants/operator'

export function registerDomainsList(domains: Command, io: CliIo) {
  registerListCommand(domains, io, {
    description: 'List host mappings, of all tenants or one',
    extraOptions: [['--tenant <slug>', 'only this tenant']],
    load: async (db, options: { tenant?: string; json?: boolean }) => {
      const platform = asPlatform(db)
      // An unknown --tenant is an error, not an empty list.
      const tenant = options.tenant
        ? await refusalsExit(() => platform.tenants.require(options.tenant ?? ''))
        : undefined
      return platform.domains.list({ tenantSlug: tenant?.slug })
    },
    empty: 'No domains mapped: opsai domains map --help',
    headers: ['HOSTNAME', 'TENANT', 'THEME', 'PRIMARY'],
    row: (domain) => [
      domain.hostname,
      domain.tenantSlug,
      domain.themeKey ?? '(tenant)',
      domain.isPrimary ? 'yes' : 'no',
    ],
  })
}
