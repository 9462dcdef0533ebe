import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { tenantIdColumn } from './tenancy'

/** The roles a just-in-time SAML account may get: never owner (ADR 037). */
export const SAML_DEFAULT_ROLES = ['member', 'admin'] as const

/**
 * A tenant's SAML 2.0 identity provider (ADR 037): what its metadata said, which e-mail domains
 * route to it, and the tenant's own service-provider key pair (the private key sealed, ADR 033).
 */
export const tenantSamlProviders = pgTable(
  'tenant_saml_providers',
  {
    tenantId: tenantIdColumn().primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    idpEntityId: text('idp_entity_id').notNull(),
    idpSsoUrl: text('idp_sso_url').notNull(),
    /** The IdP's signing certificates (base64 DER, no PEM armour); any one may sign. */
    idpCertificates: text('idp_certificates').array().notNull(),
    /** Where the metadata came from: a URL (fetched again on each save) or pasted XML. */
    metadataUrl: text('metadata_url'),
    metadataXml: text('metadata_xml').notNull(),
    emailDomains: text('email_domains').array().notNull(),
    defaultRole: text('default_role', { enum: SAML_DEFAULT_ROLES }).notNull().default('member'),
    /** PKCS#8 PEM, sealed: signs the AuthnRequests and decrypts encrypted assertions. */
    spPrivateKey: text('sp_private_key').notNull(),
    spCertificate: text('sp_certificate').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('tenant_saml_default_role_known', sql`${table.defaultRole} in ('member', 'admin')`)],
)

/** One e-mail domain routes to one tenant's IdP across the platform: routing is never ambiguous. */
export const samlEmailDomains = pgTable(
  'saml_email_domains',
  {
    domain: text('domain').primaryKey(),
    tenantId: tenantIdColumn(),
  },
  (table) => [index('saml_email_domains_tenant_idx').on(table.tenantId)],
)

/**
 * An AuthnRequest sent to a tenant's IdP, until its answer is consumed or it expires: the answer's
 * InResponseTo must name a pending one of the same tenant, and an assertion id is accepted once.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').notNull(),
    tenantId: tenantIdColumn(),
    /** Where a successful sign-in lands (a path on this site). */
    redirectTo: text('redirect_to').notNull().default('/'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    assertionId: text('assertion_id'),
  },
  (table) => [
    // The answer comes to the tenant's own ACS URL, so the tenant is always known.
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('saml_requests_expires_idx').on(table.expiresAt),
    uniqueIndex('saml_requests_assertion_unique').on(table.tenantId, table.assertionId),
  ],
)
