/**
 * A tenant's SAML set-up (ADR 037), written by owners (`PUT /api/tenant/saml`), the system
 * administrator (`PUT /api/admin/tenants/{id}/saml`) and operators (`opsai tenants saml`). The
 * metadata is read (and fetched) before the transaction; e-mail domains are unique across the
 * platform; the SP key pair is made on the first save and its private key stored sealed. Every
 * change is audited; a refusal writes nothing.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { domains, SAML_DEFAULT_ROLES, samlEmailDomains, tenantSamlProviders, tenants } from '#db/schema'
import type { SamlSettingsView } from '../../features/saml-settings/saml-settings.shared'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { sealStoredSecret } from '../secrets/secret-fields.server'
import { lockTenant } from '../team/team-actor.server'
import { generateSamlKeyPair } from './saml-certificates.server'
import { fetchIdpMetadata, type IdpMetadata, parseIdpMetadata } from './saml-metadata.server'
import { samlAcsUrl, spUrls } from './saml-service-provider.server'

export const MAX_SAML_DOMAINS = 20
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

const domainList = z.union([z.string().max(5000), z.array(z.string().max(300)).max(200)])

export const samlInputSchema = z.object({
  metadataUrl: z.string().max(2000).nullable().optional(),
  metadataXml: z.string().max(600_000).nullable().optional(),
  emailDomains: domainList.optional(),
  defaultRole: z.string().max(20).optional(),
  enabled: z.boolean().optional(),
})

export type { SamlSettingsView }

export interface SamlUrlContext {
  baseUrl: string
  basePath: string
  allowPrivateMetadata: boolean
}

/** `a.com, @B.com` → `['a.com', 'b.com']`; refused naming the entries that are not domains. */
export function normaliseDomains(input: string | string[]): string[] {
  const entries = (Array.isArray(input) ? input : input.split(/[\s,]+/))
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter((entry) => entry !== '')
  const bad = entries.filter((entry) => !DOMAIN.test(entry))
  if (bad.length > 0) {
    throw new InvalidInputError('errors.saml.domainsInvalid', {
      domains: bad.map((entry) => `"${entry.slice(0, 60)}"`).join(', '),
    })
  }
  const unique = [...new Set(entries)]
  if (unique.length === 0) throw new InvalidInputError('errors.saml.domainsEmpty')
  if (unique.length > MAX_SAML_DOMAINS) {
    throw new InvalidInputError('errors.saml.domainsTooMany', { max: MAX_SAML_DOMAINS })
  }
  return unique.sort()
}

/** Every origin the tenant's pages are served on: the platform's, then its own hosts. */
async function tenantOrigins(db: Db, tenantId: string, baseUrl: string): Promise<string[]> {
  const base = new URL(baseUrl)
  const hosts = await db
    .select({ hostname: domains.hostname })
    .from(domains)
    .where(eq(domains.tenantId, tenantId))
  return [base.origin, ...hosts.map((row) => `${base.protocol}//${row.hostname}`)]
}

async function requireTenant(db: Db, tenantId: string) {
  const [tenant] = await db.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId))
  if (!tenant) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
  return tenant
}

export async function getSamlSettings(
  db: Db,
  tenantId: string,
  urls: SamlUrlContext,
): Promise<SamlSettingsView> {
  await requireTenant(db, tenantId)
  const [row] = await db.select().from(tenantSamlProviders).where(eq(tenantSamlProviders.tenantId, tenantId))
  const sp = spUrls(urls.baseUrl, urls.basePath, tenantId)
  const acsUrls = await tenantAcsUrls(db, tenantId, urls)
  return {
    configured: Boolean(row),
    enabled: row?.enabled ?? false,
    idpEntityId: row?.idpEntityId ?? null,
    idpSsoUrl: row?.idpSsoUrl ?? null,
    idpCertificateCount: row?.idpCertificates.length ?? 0,
    metadataUrl: row?.metadataUrl ?? null,
    emailDomains: row?.emailDomains ?? [],
    defaultRole: row?.defaultRole ?? 'member',
    sp: { ...sp, acsUrls: [...new Set(acsUrls)] },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

/** The ACS URLs the SP metadata lists for a tenant. */
export async function tenantAcsUrls(
  db: Db,
  tenantId: string,
  urls: Omit<SamlUrlContext, 'allowPrivateMetadata'>,
) {
  return (await tenantOrigins(db, tenantId, urls.baseUrl)).map((origin) =>
    samlAcsUrl(origin, urls.basePath, tenantId),
  )
}

interface Validated {
  metadata?: { parsed: IdpMetadata; xml: string; url: string | null }
  emailDomains?: string[]
  defaultRole?: (typeof SAML_DEFAULT_ROLES)[number]
  enabled?: boolean
}

async function validate(input: unknown, allowPrivate: boolean): Promise<Validated> {
  const parsed = samlInputSchema.safeParse(input)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    if (field === 'emailDomains') throw new InvalidInputError('errors.saml.domainsInvalid', { domains: '?' })
    if (field === 'metadataUrl') throw new InvalidInputError('errors.saml.metadataUrlMalformed', { url: '?' })
    if (field === 'metadataXml') throw new InvalidInputError('errors.saml.metadataNotXml')
    throw new InvalidInputError('errors.common.notInForm')
  }
  const { metadataUrl, metadataXml, emailDomains, defaultRole, enabled } = parsed.data
  const url = metadataUrl?.trim() || null
  const xml = metadataXml?.trim() || null
  if (url && xml) throw new InvalidInputError('errors.saml.metadataBoth')
  if (defaultRole !== undefined && !SAML_DEFAULT_ROLES.includes(defaultRole as 'member')) {
    throw new InvalidInputError('errors.saml.roleInvalid')
  }
  const result: Validated = {
    emailDomains: emailDomains === undefined ? undefined : normaliseDomains(emailDomains),
    defaultRole: defaultRole as Validated['defaultRole'],
    enabled,
  }
  if (url) {
    const fetched = await fetchIdpMetadata(url, { allowPrivate })
    result.metadata = { parsed: parseIdpMetadata(fetched), xml: fetched, url }
  } else if (xml) {
    result.metadata = { parsed: parseIdpMetadata(xml), xml, url: null }
  }
  return result
}

export interface SetSamlOptions {
  tenantId: string
  input: unknown
  actor: string
  urls: SamlUrlContext
}

/** Creates or changes the tenant's set-up; the first save needs metadata and domains. */
export async function setSamlSettings(db: Db, options: SetSamlOptions): Promise<SamlSettingsView> {
  const { tenantId } = options
  await requireTenant(db, tenantId)
  const input = await validate(options.input, options.urls.allowPrivateMetadata)
  const [existing] = await db
    .select({ tenantId: tenantSamlProviders.tenantId })
    .from(tenantSamlProviders)
    .where(eq(tenantSamlProviders.tenantId, tenantId))
  if (!existing && !input.metadata) throw new InvalidInputError('errors.saml.metadataMissing')
  if (!existing && !input.emailDomains) throw new InvalidInputError('errors.saml.domainsEmpty')
  // Key generation is slow-ish (about 0.2 s): done before the transaction, only when needed.
  const keyPair = existing ? undefined : generateSamlKeyPair(`opsai-sp-${tenantId}`)
  await db
    .transaction(async (tx) => {
      await lockTenant(tx, tenantId)
      const [before] = await tx
        .select()
        .from(tenantSamlProviders)
        .where(eq(tenantSamlProviders.tenantId, tenantId))
        .for('update')
      const slug = (await requireTenant(tx, tenantId)).slug
      if (input.emailDomains) {
        const [clash] = await tx
          .select({ domain: samlEmailDomains.domain })
          .from(samlEmailDomains)
          .where(
            and(
              inArray(samlEmailDomains.domain, input.emailDomains),
              ne(samlEmailDomains.tenantId, tenantId),
            ),
          )
        if (clash) throw new ConflictError('errors.saml.domainTaken', { domain: clash.domain })
        await tx.delete(samlEmailDomains).where(eq(samlEmailDomains.tenantId, tenantId))
        await tx.insert(samlEmailDomains).values(input.emailDomains.map((domain) => ({ domain, tenantId })))
      }
      const metadata = input.metadata
        ? {
            idpEntityId: input.metadata.parsed.entityId,
            idpSsoUrl: input.metadata.parsed.ssoUrl,
            idpCertificates: input.metadata.parsed.certificates,
            metadataUrl: input.metadata.url,
            metadataXml: input.metadata.xml,
          }
        : {}
      const changes = {
        ...metadata,
        ...(input.emailDomains ? { emailDomains: input.emailDomains } : {}),
        ...(input.defaultRole ? { defaultRole: input.defaultRole } : {}),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        updatedAt: new Date(),
      }
      if (before) {
        await tx.update(tenantSamlProviders).set(changes).where(eq(tenantSamlProviders.tenantId, tenantId))
      } else if (input.metadata && input.emailDomains && keyPair) {
        await tx.insert(tenantSamlProviders).values({
          tenantId,
          idpEntityId: input.metadata.parsed.entityId,
          idpSsoUrl: input.metadata.parsed.ssoUrl,
          idpCertificates: input.metadata.parsed.certificates,
          metadataUrl: input.metadata.url,
          metadataXml: input.metadata.xml,
          emailDomains: input.emailDomains,
          defaultRole: input.defaultRole ?? 'member',
          enabled: input.enabled ?? true,
          spPrivateKey: sealStoredSecret(keyPair.privateKey),
          spCertificate: keyPair.certificate,
        })
      }
      const summary = (row: typeof before | undefined) =>
        row && {
          enabled: row.enabled,
          idpEntityId: row.idpEntityId,
          metadataUrl: row.metadataUrl,
          emailDomains: row.emailDomains,
          defaultRole: row.defaultRole,
        }
      await recordAudit(tx, {
        actor: options.actor,
        action: 'tenant.saml',
        tenantId,
        target: slug,
        details: {
          from: summary(before) ?? null,
          to: {
            enabled: changes.enabled ?? before?.enabled ?? true,
            idpEntityId: metadata.idpEntityId ?? before?.idpEntityId,
            metadataUrl: metadata.metadataUrl === undefined ? before?.metadataUrl : metadata.metadataUrl,
            emailDomains: changes.emailDomains ?? before?.emailDomains,
            defaultRole: changes.defaultRole ?? before?.defaultRole ?? 'member',
          },
        },
      })
    })
    .catch((error: unknown) => {
      // Another tenant saved one of these domains in the same moment: the primary key decided.
      if (isUniqueViolation(error))
        throw new ConflictError('errors.saml.domainTaken', { domain: input.emailDomains?.join(', ') ?? '' })
      throw error
    })
  return getSamlSettings(db, tenantId, options.urls)
}

/** Removes the set-up, its domains and its key pair; false when there was none. */
export async function deleteSamlSettings(db: Db, tenantId: string, actor: string): Promise<boolean> {
  const { slug } = await requireTenant(db, tenantId)
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(tenantSamlProviders)
      .where(eq(tenantSamlProviders.tenantId, tenantId))
      .returning({ idpEntityId: tenantSamlProviders.idpEntityId })
    await tx.delete(samlEmailDomains).where(eq(samlEmailDomains.tenantId, tenantId))
    if (removed.length === 0) return false
    await recordAudit(tx, {
      actor,
      action: 'tenant.saml.delete',
      tenantId,
      target: slug,
      details: { idpEntityId: removed[0]?.idpEntityId },
    })
    return true
  })
}
