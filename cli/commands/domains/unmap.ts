import type { Command } from 'commander'
import { z } from 'zod'
import { hostnameSchema } from '#app/server/tenancy/fields.server'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

export function registerDomainsUnmap(domains: Command, io: CliIo) {
  domains
    .command('unmap <hostname>')
    .description('Remove a host mapping: the host then shows the default theme and no tenant')
    .action(async (hostname: string) => {
      const options = parseOptions(z.object({ hostname: hostnameSchema }), { hostname })
      const removed = await withDatabase(io, (handle) =>
        refusalsExit(() => asPlatform(handle.db).domains.unmap(options.hostname, operatorActor(io))),
      )
      io.stdout(`Unmapped ${removed.hostname} (was ${removed.tenantSlug})`)
    })
}
