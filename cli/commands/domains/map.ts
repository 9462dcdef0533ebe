import type { Command } from 'commander'
import { z } from 'zod'
import { hostnameSchema, slugSchema, themeKeySchema } from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson } from '../../lib/io'
import { asOperator } from '../tenants/operator'

const optionsSchema = z.object({
  hostname: hostnameSchema,
  tenant: slugSchema,
  theme: themeKeySchema.optional(),
  primary: z.boolean().optional(),
  json: z.boolean().optional(),
})

export function registerDomainsMap(domains: Command, io: CliIo) {
  domains
    .command('map <hostname>')
    .description('Map a host name to a tenant (and a theme); running servers follow within a second')
    .requiredOption('--tenant <slug>', 'the tenant the host belongs to')
    .option('--theme <key>', "theme on this host (default: the tenant's theme)")
    .option('--primary', "make it the tenant's primary host")
    .option('--json', 'print the mapping as JSON')
    .action(async (hostname: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, { hostname, ...raw })
      const mapping = await asOperator(io, (platform, actor) =>
        platform.domains.map(
          {
            hostname: options.hostname,
            tenantSlug: options.tenant,
            themeKey: options.theme,
            primary: options.primary ?? false,
          },
          actor,
        ),
      )
      if (options.json) return printJson(io, mapping)
      const notes = [
        mapping.themeKey ? `theme ${mapping.themeKey}` : "tenant's theme",
        mapping.isPrimary && 'primary',
      ]
      io.stdout(`Mapped ${mapping.hostname} → ${mapping.tenantSlug} (${notes.filter(Boolean).join(', ')})`)
      if (!mapping.verifiedAt && mapping.verificationToken) {
        const path = `/.well-known/domain-verification/${mapping.verificationToken}`
        io.stdout(`Verification token: ${mapping.verificationToken}`)
        io.stdout(
          `Point ${mapping.hostname} at this server, then run: opsai domains verify ${mapping.hostname} (it fetches http://${mapping.hostname}${path})`,
        )
      }
    })
}
