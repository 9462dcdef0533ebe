import type { Command } from 'commander'
import { deleteTenant, type TenantCounts } from '#app/server/tenancy/tenant-deletion.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from './operator'

/** What the deletion removed, in the order an operator reads it. */
const REMOVED: [keyof TenantCounts, string, string][] = [
  ['members', 'user', 'users'],
  ['teams', 'team', 'teams'],
  ['invitations', 'invitation', 'invitations'],
  ['threads', 'thread', 'threads'],
  ['messages', 'message', 'messages'],
  ['feedback', 'rating', 'ratings'],
  ['knowledgeBases', 'knowledge base', 'knowledge bases'],
  ['documents', 'document', 'documents'],
  ['ledgerEntries', 'ledger entry', 'ledger entries'],
  ['purchases', 'purchase', 'purchases'],
  ['usageEvents', 'usage record', 'usage records'],
  ['domains', 'domain', 'domains'],
  ['exports', 'export', 'exports'],
]

export function registerTenantsDelete(tenants: Command, io: CliIo) {
  tenants
    .command('delete <slug>')
    .description(
      'Delete a tenant and all its data; its ledger is kept as an archived statement (/admin/tenants, deleted tenants)',
    )
    .requiredOption('--confirm <slug>', 'the slug again: nothing is deleted unless it matches')
    .option('--json', 'print the archive record as JSON')
    .action(async (slug: string, options: { confirm: string; json?: boolean }) => {
      const archive = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, slug)
          return deleteTenant(handle.db, {
            tenantId: tenant.id,
            confirmSlug: options.confirm,
            actor: operatorActor(io),
          })
        }),
      )
      if (options.json) return printJson(io, archive)
      const counts = REMOVED.map(
        ([name, label]) => [Number(Reflect.get(Object(archive.counts), name) ?? 0), label] as const,
      )
        .filter(([count]) => count > 0)
        .map(([count, label]) => `${count} ${label}`)
        .join(', ')
      io.stdout(`Deleted ${archive.slug} (${archive.name}): ${counts}.`)
      io.stdout(`Its ledger is kept as an archived statement; balance when deleted: ${archive.balance}.`)
    })
}
