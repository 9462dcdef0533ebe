/**
 * `opsai keys create|list|revoke` (issue 20, ADR 039): the operator's side of a tenant's API keys.
 * A key is printed once, when it is made; chats are named as the `/v1` API names them (`chat`,
 * `custom:<keyword>`, `faq:<keyword>`, `ops:<keyword>`). Refusals exit 1 in both languages.
 */
import type { Command } from 'commander'
import type { TenantApiKeySummary } from '#app/features/integrations/api-keys.shared'
import { joinedLanguages } from '#app/i18n/texts.server'
import { tenantApiKeysRepository, tenantsOfApiKey } from '#app/server/api-keys/tenant-api-keys.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable, operatorActor, refusalsExit } from '../tenants/operator'

export function registerKeysCreate(keys: Command, io: CliIo) {
  keys
    .command('create')
    .description('Create an API key of a tenant and print it (shown only this once)')
    .requiredOption('--tenant <slug>', 'the tenant')
    .requiredOption('--name <name>', 'what the key is for (1–100 characters)')
    .option(
      '--chats <ids>',
      'the chats it may use, comma-separated (chat,custom:kw,faq:kw,ops:kw); default: every chat',
    )
    .option('--json', 'print {key, apiKey} as JSON')
    .action(async (options: { tenant: string; name: string; chats?: string; json?: boolean }) => {
      const chats =
        options.chats === undefined
          ? null
          : options.chats
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean)
      const created = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, options.tenant)
          return tenantApiKeysRepository(handle.db, tenant.id).create({
            name: options.name,
            chats,
            actor: operatorActor(io),
          })
        }),
      )
      if (options.json) return printJson(io, { key: created.key, apiKey: created.summary })
      io.stdout(joinedLanguages('cli.keys.created', { slug: options.tenant, name: created.summary.name }))
      io.stdout(created.key)
    })
}

function scope(key: TenantApiKeySummary) {
  return key.chats === null ? joinedLanguages('cli.keys.allChats') : key.chats.join(',')
}

export function registerKeysList(keys: Command, io: CliIo) {
  keys
    .command('list')
    .description("List a tenant's API keys: name, prefix, chats, created, last used, revoked")
    .requiredOption('--tenant <slug>', 'the tenant')
    .option('--json', 'print the keys as JSON (never the keys themselves)')
    .action(async (options: { tenant: string; json?: boolean }) => {
      const list = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, options.tenant)
          return tenantApiKeysRepository(handle.db, tenant.id).list()
        }),
      )
      if (options.json) return printJson(io, list)
      if (list.length === 0) return io.stdout(joinedLanguages('cli.keys.none', { slug: options.tenant }))
      const never = joinedLanguages('cli.keys.never')
      io.stdout(
        formatTable(
          ['id', 'name', 'prefix', 'chats', 'created', 'last used', 'revoked'],
          list.map((key) => [
            key.id,
            key.name,
            `${key.prefix}…`,
            scope(key),
            key.createdAt,
            key.lastUsedAt ?? never,
            key.revokedAt,
          ]),
        ),
      )
    })
}

export function registerKeysRevoke(keys: Command, io: CliIo) {
  keys
    .command('revoke <id>')
    .description('Revoke an API key: programs using it are refused (401) at once')
    .option('--tenant <slug>', 'the tenant (needed only when the id is not unique)')
    .action(async (id: string, options: { tenant?: string }) => {
      const revoked = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          let tenantId: string
          if (options.tenant) tenantId = (await requireTenantBySlug(handle.db, options.tenant)).id
          else {
            const holders = await tenantsOfApiKey(handle.db, id)
            if (holders.length > 1) throw new CliError(joinedLanguages('cli.keys.ambiguous', { id }))
            const [holder] = holders
            if (!holder) throw new CliError(joinedLanguages('cli.keys.notFound', { id }))
            tenantId = holder
          }
          return tenantApiKeysRepository(handle.db, tenantId).revoke(id, operatorActor(io))
        }),
      )
      io.stdout(joinedLanguages('cli.keys.revoked', { name: revoked.name, prefix: revoked.prefix }))
    })
}
