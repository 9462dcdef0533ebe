import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import type { CliIo } from '../../lib/io'
import { registerListCommand } from './operator'

export function registerTenantsList(tenants: Command, io: CliIo) {
  registerListCommand(tenants, io, {
    description: 'List tenants with their application, plan, theme and status',
    load: (db) => asPlatform(db).tenants.list(),
    empty: 'No tenants yet: opsai tenants create --help',
    headers: ['SLUG', 'NAME', 'APP', 'PLAN', 'THEME', 'STATUS'],
    row: (tenant) => [
      tenant.slug,
      tenant.name,
      tenant.applicationKey,
      tenant.planId,
      tenant.effectiveThemeKey,
      tenant.status,
    ],
  })
}
