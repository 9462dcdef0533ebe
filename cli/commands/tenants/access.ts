/**
 * `opsai tenants ip-allow` and `opsai tenants sessions` (issue 19, ADR 035): the operator's side of
 * a tenant's IP allow-list and session limits. The operator is never shut out by a tenant's list,
 * so no lock-out check here; an invalid range is refused with nothing changed.
 */
import type { Command } from 'commander'
import { bothLanguages, joinedLanguages } from '#app/i18n/texts.server'
import {
  type AccessSettings,
  getAccessSettings,
  setAccessSettings,
} from '#app/server/network-access/access-settings.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from './operator'

type Change = Record<string, unknown> | undefined

/** Reads (no change) or changes the settings of `slug`, as the operator. */
function applyChange(io: CliIo, slug: string, change: Change) {
  return withDatabase(io, (handle) =>
    refusalsExit(async () => {
      const tenant = await requireTenantBySlug(handle.db, slug)
      if (!change) return { ...(await getAccessSettings(handle.db, tenant.id)), changed: false }
      return setAccessSettings(handle.db, { tenantId: tenant.id, input: change, actor: operatorActor(io) })
    }),
  )
}

function printList(io: CliIo, slug: string, settings: AccessSettings & { changed: boolean }, set: boolean) {
  const unchanged = set && !settings.changed ? ` ${joinedLanguages('cli.tenantAccess.unchanged')}` : ''
  if (settings.ipAllowList.length === 0) {
    const key = set ? 'cli.tenantAccess.listCleared' : 'cli.tenantAccess.listEmpty'
    return io.stdout(`${joinedLanguages(key, { slug })}${unchanged}`)
  }
  const key = set ? 'cli.tenantAccess.listSet' : 'cli.tenantAccess.listShown'
  io.stdout(`${joinedLanguages(key, { slug })}${unchanged}`)
  for (const range of settings.ipAllowList) io.stdout(`  ${range}`)
}

export function registerTenantsIpAllow(tenants: Command, io: CliIo) {
  tenants
    .command('ip-allow <slug> [cidr...]')
    .description(
      "Show or set the CIDR ranges (IPv4/IPv6) a tenant's pages, API and tokens may be used from; --clear allows everywhere",
    )
    .option('--clear', 'remove the allow-list: the tenant can be used from anywhere')
    .option('--json', 'print {slug, ipAllowList} as JSON')
    .action(async (slug: string, cidrs: string[], options: { clear?: boolean; json?: boolean }) => {
      if (options.clear && cidrs.length > 0) {
        throw new CliError(
          joinedLanguages('cli.common.optionsExclusive', { first: '<cidr…>', second: '--clear' }),
        )
      }
      // Ranges may also come comma-separated ("10.0.0.0/8,192.0.2.0/24").
      const list = cidrs.flatMap((entry) => entry.split(','))
      const change = options.clear ? { ipAllowList: [] } : list.length > 0 ? { ipAllowList: list } : undefined
      const settings = await applyChange(io, slug, change)
      if (options.json) return printJson(io, { slug, ipAllowList: settings.ipAllowList })
      printList(io, slug, settings, change !== undefined)
    })
}

/** `none` → null (the default / no limit); digits → the number; anything else as typed, for the service to refuse. */
function limitValue(value: string | undefined): unknown {
  if (value === undefined) return undefined
  if (value.trim().toLowerCase() === 'none') return null
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value
}

export function registerTenantsSessions(tenants: Command, io: CliIo) {
  tenants
    .command('sessions <slug>')
    .description("Show or set how long a tenant's member sessions last: after sign-in, and without activity")
    .option(
      '--lifetime <hours>',
      'end sessions this many hours after sign-in (1–2160), or none for the platform default',
    )
    .option('--idle <minutes>', 'end sessions idle this many minutes (5–43200), or none for no idle limit')
    .option('--json', 'print {slug, sessionLifetimeHours, sessionIdleMinutes} as JSON (null: default / none)')
    .action(async (slug: string, options: { lifetime?: string; idle?: string; json?: boolean }) => {
      const lifetime = limitValue(options.lifetime)
      const idle = limitValue(options.idle)
      const change: Change =
        lifetime === undefined && idle === undefined
          ? undefined
          : {
              ...(lifetime === undefined ? {} : { sessionLifetimeHours: lifetime }),
              ...(idle === undefined ? {} : { sessionIdleMinutes: idle }),
            }
      const settings = await applyChange(io, slug, change)
      const { sessionLifetimeHours, sessionIdleMinutes } = settings
      if (options.json) return printJson(io, { slug, sessionLifetimeHours, sessionIdleMinutes })
      const lifetimeText =
        sessionLifetimeHours === null
          ? bothLanguages('cli.tenantAccess.lifetimeDefault')
          : bothLanguages('cli.tenantAccess.lifetimeHours', { hours: sessionLifetimeHours })
      const idleText =
        sessionIdleMinutes === null
          ? bothLanguages('cli.tenantAccess.idleNone')
          : bothLanguages('cli.tenantAccess.idleMinutes', { minutes: sessionIdleMinutes })
      // Each language's line with its own words for the values.
      const line = (locale: 'ja' | 'en') =>
        bothLanguages('cli.tenantAccess.sessions', {
          slug,
          lifetime: lifetimeText[locale],
          idle: idleText[locale],
        })[locale]
      const unchanged = change && !settings.changed ? ` ${joinedLanguages('cli.tenantAccess.unchanged')}` : ''
      io.stdout(`${line('ja')} / ${line('en')}${unchanged}`)
    })
}
