/**
 * `opsai tenants saml <slug>` (ADR 037): the operator's side of a tenant's SAML single sign-on.
 * Without options it shows the set-up and what to register at the IdP; with options it changes
 * it through the same service as /team and the console (audited; a refusal changes nothing).
 */
import { readFile } from 'node:fs/promises'
import type { Command } from 'commander'
import { bothLanguages, joinedLanguages } from '#app/i18n/texts.server'
import {
  deleteSamlSettings,
  getSamlSettings,
  type SamlSettingsView,
  setSamlSettings,
} from '#app/server/saml/saml-settings.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { loadConfig } from '#root/app.config'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from './operator'

interface SamlOptions {
  metadataFile?: string
  metadataUrl?: string
  domains?: string
  defaultRole?: string
  enable?: boolean
  disable?: boolean
  remove?: boolean
  json?: boolean
}

async function changeOf(options: SamlOptions): Promise<Record<string, unknown> | undefined> {
  const exclusive = (first: string, second: string) =>
    new CliError(joinedLanguages('cli.common.optionsExclusive', { first, second }))
  if (options.enable && options.disable) throw exclusive('--enable', '--disable')
  if (options.metadataFile && options.metadataUrl) throw exclusive('--metadata-file', '--metadata-url')
  let metadataXml: string | undefined
  if (options.metadataFile) {
    metadataXml = await readFile(options.metadataFile, 'utf8').catch(() => {
      throw new CliError(
        joinedLanguages('cli.tenantSaml.fileUnreadable', { path: options.metadataFile ?? '' }),
      )
    })
  }
  const change = {
    ...(metadataXml ? { metadataXml } : {}),
    ...(options.metadataUrl ? { metadataUrl: options.metadataUrl } : {}),
    ...(options.domains !== undefined ? { emailDomains: options.domains } : {}),
    ...(options.defaultRole !== undefined ? { defaultRole: options.defaultRole } : {}),
    ...(options.enable ? { enabled: true } : options.disable ? { enabled: false } : {}),
  }
  return Object.keys(change).length > 0 ? change : undefined
}

function print(io: CliIo, slug: string, view: SamlSettingsView) {
  if (!view.configured) return io.stdout(joinedLanguages('cli.tenantSaml.none', { slug }))
  const line = (locale: 'ja' | 'en') =>
    bothLanguages('cli.tenantSaml.shown', {
      slug,
      state: bothLanguages(view.enabled ? 'cli.tenantSaml.on' : 'cli.tenantSaml.off')[locale],
      idp: view.idpEntityId ?? '',
      domains: view.emailDomains.join(', '),
      role: view.defaultRole,
    })[locale]
  io.stdout(`${line('ja')} / ${line('en')}`)
  io.stdout(
    joinedLanguages('cli.tenantSaml.sp', { entityId: view.sp.entityId, acs: view.sp.acsUrls.join(' ') }),
  )
}

export function registerTenantsSaml(tenants: Command, io: CliIo) {
  tenants
    .command('saml <slug>')
    .description(
      "Show or set a tenant's SAML single sign-on: the IdP's metadata, e-mail domains, default role",
    )
    .option('--metadata-file <file>', "the IdP's metadata XML from a file")
    .option('--metadata-url <url>', "fetch the IdP's metadata from this https:// URL")
    .option(
      '--domains <list>',
      'e-mail domains that route to this IdP, comma-separated (unique across tenants)',
    )
    .option('--default-role <role>', 'role of accounts created at first sign-in: member or admin')
    .option('--enable', 'turn SAML sign-in on')
    .option('--disable', 'turn SAML sign-in off (the set-up is kept)')
    .option('--remove', 'remove the set-up, its domains and its SP key')
    .option('--json', 'print the set-up as JSON')
    .action(async (slug: string, options: SamlOptions) => {
      const change = await changeOf(options)
      if (options.remove && change) {
        throw new CliError(
          joinedLanguages('cli.common.optionsExclusive', { first: '--remove', second: '--…' }),
        )
      }
      const config = loadConfig(io.env)
      const urls = {
        baseUrl: config.server.baseUrl,
        basePath: config.auth.basePath,
        allowPrivateMetadata: config.saml.allowPrivateMetadata,
      }
      const result = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, slug)
          if (options.remove)
            return { removed: await deleteSamlSettings(handle.db, tenant.id, operatorActor(io)) }
          if (!change) return { view: await getSamlSettings(handle.db, tenant.id, urls) }
          return {
            view: await setSamlSettings(handle.db, {
              tenantId: tenant.id,
              input: change,
              actor: operatorActor(io),
              urls,
            }),
          }
        }),
      )
      if ('removed' in result) {
        if (options.json) return printJson(io, { slug, removed: result.removed })
        return io.stdout(
          joinedLanguages(result.removed ? 'cli.tenantSaml.removed' : 'cli.tenantSaml.nothingToRemove', {
            slug,
          }),
        )
      }
      if (options.json) return printJson(io, { slug, ...result.view })
      print(io, slug, result.view)
    })
}
