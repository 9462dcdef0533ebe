import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerShowCommand } from './operator'

export function registerTenantsShow(tenants: Command, io: CliIo) {
  registerShowCommand(tenants, io, {
    command: 'show <slug>',
    description: 'Show a tenant: application, plan, theme, status, domains, members, tokens',
    load: (platform, slug) => platform.tenants.show(slug),
    describe: (tenant) => [
      `${tenant.slug}: ${tenant.name} (${tenant.status})`,
      `  application ${tenant.applicationKey}, plan ${tenant.planId}, theme ${tenant.effectiveThemeKey}`,
      `  tokens: ${tenant.tokens.balance} (reserved ${tenant.tokens.reserved}, available ${tenant.tokens.available})`,
      tenant.domains.length === 0 ? '  domains: none' : '  domains:',
      ...tenant.domains.map((domain) => {
        const notes = [domain.isPrimary && 'primary', domain.themeKey && `theme ${domain.themeKey}`].filter(
          Boolean,
        )
        return `    ${domain.hostname}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`
      }),
      tenant.members.length === 0 ? '  members: none' : '  members:',
      ...tenant.members.map((member) => `    ${member.role.padEnd(6)} ${member.email}  ${member.name}`),
    ],
  })
}
