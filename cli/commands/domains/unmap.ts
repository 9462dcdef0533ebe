import type { Command } from 'commander'
import { z } from 'zod'
import { hostnameSchema } from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { asOperator } from '../tenants/operator'

export function registerDomainsUnmap(domains: Command, io: CliIo) {
  domains
    .command('unmap <hostname>')
    .description('Remove a host mapping: the host then shows the default theme and no tenant')
    .action(async (hostname: string) => {
      const options = parseOptions(z.object({ hostname: hostnameSchema }), { hostname })
      const removed = await asOperator(io, (platform, actor) =>
        platform.domains.unmap(options.hostname, actor),
      )
      io.stdout(`Unmapped ${removed.hostname} (was ${removed.tenantSlug})`)
    })
}
