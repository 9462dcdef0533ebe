import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { refusalsExit } from './operator'

export function registerTenantsShow(tenants: Command, io: CliIo) {
  tenants
    .command('show <slug>')
    .description('Show a tenant: application, plan, theme, status, domains, members, tokens')
    .option('--json', 'print as JSON')
    .action(async (slug: string, options: { json?: boolean }) => {
      const tenant = await withDatabase(io, (handle) =>
        refusalsExit(() => asPlatform(handle.db).tenants.show(slug)),
      )
      if (options.json) return printJson(io, tenant)
      io.stdout(`${tenant.slug}: ${tenant.name} (${tenant.status})`)
      io.stdout(
        `  application ${tenant.applicationKey}, plan ${tenant.planId}, theme ${tenant.effectiveThemeKey}`,
      )
      io.stdout(
        `  tokens: ${tenant.tokens.balance} (reserved ${tenant.tokens.reserved}, available ${tenant.tokens.available})`,
      )
      io.stdout(tenant.domains.length === 0 ? '  domains: none' : '  domains:')
      for (const domain of tenant.domains) {
        const notes = [domain.isPrimary && 'primary', domain.themeKey && `theme ${domain.themeKey}`].filter(
          Boolean,
        )
        io.stdout(`    ${domain.hostname}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`)
      }
      io.stdout(tenant.members.length === 0 ? '  members: none' : '  members:')
      for (const member of tenant.members)
        io.stdout(`    ${member.role.padEnd(6)} ${member.email}  ${member.name}`)
    })
}
