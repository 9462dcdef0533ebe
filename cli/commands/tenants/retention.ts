import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { getThreadRetention, setThreadRetention } from '#app/server/tenant-lifecycle/thread-retention.server'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from './operator'

function policy(slug: string, days: number | null) {
  return days === null
    ? `${slug} keeps its threads forever.`
    : `${slug} keeps threads ${days} day${days === 1 ? '' : 's'} after their last activity (deleted nightly at 03:00 Japan time).`
}

export function registerTenantsRetention(tenants: Command, io: CliIo) {
  tenants
    .command('retention <slug>')
    .description("Show or set how long a tenant's threads are kept after their last activity")
    .option('--days <n>', 'keep threads this many days (1–36500) after their last activity')
    .option('--forever', 'keep threads forever')
    .option('--json', 'print {slug, days} as JSON (days null: forever)')
    .action(async (slug: string, options: { days?: string; forever?: boolean; json?: boolean }) => {
      if (options.days !== undefined && options.forever) {
        throw new CliError(
          joinedLanguages('cli.common.optionsExclusive', { first: '--days', second: '--forever' }),
        )
      }
      // Only digits are a number of days; anything else goes to the service as it is and is refused there.
      const days = options.forever
        ? null
        : options.days && /^\d+$/.test(options.days)
          ? Number(options.days)
          : options.days
      const result = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, slug)
          if (days === undefined)
            return { ...(await getThreadRetention(handle.db, tenant.id)), changed: false }
          return setThreadRetention(handle.db, { tenantId: tenant.id, days, actor: operatorActor(io) })
        }),
      )
      if (options.json) return printJson(io, { slug, days: result.days })
      const changed = days === undefined || result.changed ? '' : ' (unchanged)'
      io.stdout(`${policy(slug, result.days)}${changed}`)
    })
}
