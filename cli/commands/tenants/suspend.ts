import type { Command } from 'commander'
import type { TenantStatus } from '#app/server/tenancy/tenants.server'
import type { CliIo } from '../../lib/io'
import { asOperator } from './operator'

/** `tenants suspend` and `tenants resume`: one status change each, audited. */
export function registerStatusCommand(tenants: Command, io: CliIo, verb: 'suspend' | 'resume') {
  const status: TenantStatus = verb === 'suspend' ? 'suspended' : 'active'
  tenants
    .command(`${verb} <slug>`)
    .description(
      verb === 'suspend'
        ? 'Suspend a tenant: its sites show the suspended page (running servers follow within a second)'
        : 'Resume a suspended tenant',
    )
    .action(async (slug: string) => {
      const result = await asOperator(io, (platform, actor) =>
        platform.tenants.setStatus(slug, status, actor),
      )
      if (!result.changed) return io.stdout(`${result.tenant.slug} is already ${status}; nothing changed.`)
      io.stdout(
        verb === 'suspend'
          ? `Suspended ${result.tenant.slug}: its sites now show the suspended page.`
          : `Resumed ${result.tenant.slug}: its sites are open again.`,
      )
    })
}

export function registerTenantsSuspend(tenants: Command, io: CliIo) {
  registerStatusCommand(tenants, io, 'suspend')
}
