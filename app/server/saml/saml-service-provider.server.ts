/**
 * A tenant's SAML service provider (ADR 037): its stable URLs, its metadata, and the node-saml
 * instance that writes AuthnRequests and checks the IdP's answers. The entity id and the metadata
 * URL are keyed by the tenant id on the platform's base URL, so they do not change when a domain
 * is added; an assertion is consumed on the host the browser started from (one ACS per host).
 */
import { randomBytes } from 'node:crypto'
import { type CacheProvider, SAML, ValidateInResponseTo } from '@node-saml/node-saml'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '#db/client'
import { samlRequests } from '#db/schema'
import { certificateBody } from './saml-certificates.server'

export const SAML_PATH = '/saml'
/** How long an AuthnRequest waits for its answer. */
export const SAML_REQUEST_LIFETIME_MS = 5 * 60 * 1000
/** Clock difference tolerated between the IdP and this server. */
export const SAML_CLOCK_SKEW_MS = 30 * 1000
export const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'

export interface SpUrls {
  entityId: string
  metadataUrl: string
  /** The ACS on the platform's base URL (the first in the metadata). */
  acsUrl: string
}

const trim = (url: string) => url.replace(/\/$/, '')

export function samlAcsUrl(origin: string, basePath: string, tenantId: string) {
  return `${trim(origin)}${basePath}${SAML_PATH}/acs/${encodeURIComponent(tenantId)}`
}

export function spUrls(baseUrl: string, basePath: string, tenantId: string): SpUrls {
  const metadataUrl = `${trim(baseUrl)}${basePath}${SAML_PATH}/metadata/${encodeURIComponent(tenantId)}`
  return {
    entityId: metadataUrl,
    metadataUrl,
    acsUrl: samlAcsUrl(new URL(baseUrl).origin, basePath, tenantId),
  }
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The SP metadata to give the IdP: signed AuthnRequests, signed assertions wanted, the one key
 * for signing and encryption, e-mail NameIDs, and an ACS for every origin the tenant is served on.
 */
export function spMetadataXml(urls: SpUrls, certificate: string, acsUrls: string[]): string {
  const cert = certificateBody(certificate)
  const keys = ['signing', 'encryption']
    .map(
      (use) =>
        `<md:KeyDescriptor use="${use}"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    )
    .join('')
  const services = [...new Set(acsUrls)]
    .map(
      (location, index) =>
        `<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(location)}" index="${index}"${index === 0 ? ' isDefault="true"' : ''}/>`,
    )
    .join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(urls.entityId)}">`,
    '<md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    keys,
    `<md:NameIDFormat>${EMAIL_NAME_ID}</md:NameIDFormat>`,
    services,
    '</md:SPSSODescriptor></md:EntityDescriptor>',
  ].join('')
}

/**
 * Pending AuthnRequests in the database, per tenant, so any server may receive the answer. An
 * answer is consumed by the sign-in's own transaction (consumeSamlRequest), never by node-saml:
 * a refused answer writes nothing, and two answers racing for one request cannot both win.
 */
export function samlRequestStore(
  db: Db,
  tenantId: string,
  redirectTo = '/',
  onSave?: (id: string) => void,
): CacheProvider {
  return {
    async saveAsync(key, value) {
      const now = Date.now()
      onSave?.(key)
      await db.insert(samlRequests).values({
        id: key,
        tenantId,
        redirectTo,
        createdAt: new Date(now),
        expiresAt: new Date(now + SAML_REQUEST_LIFETIME_MS),
      })
      return { value, createdAt: now }
    },
    async getAsync(key) {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(
          and(
            eq(samlRequests.id, key),
            eq(samlRequests.tenantId, tenantId),
            isNull(samlRequests.consumedAt),
            gt(samlRequests.expiresAt, new Date()),
          ),
        )
      return row ? row.createdAt.toISOString() : null
    },
    async removeAsync(key) {
      return key
    },
  }
}

export interface SamlProviderSettings {
  tenantId: string
  idpEntityId: string
  idpSsoUrl: string
  idpCertificates: string[]
  /** In clear (opened by the caller). */
  spPrivateKey: string
}

/** node-saml for one tenant, answering on `acsUrl`; strict: signed assertions, our audience, InResponseTo always. */
export function samlClient(
  settings: SamlProviderSettings,
  options: { entityId: string; acsUrl: string; cache: CacheProvider },
) {
  return new SAML({
    callbackUrl: options.acsUrl,
    entryPoint: settings.idpSsoUrl,
    issuer: options.entityId,
    audience: options.entityId,
    idpCert: settings.idpCertificates,
    idpIssuer: settings.idpEntityId,
    privateKey: settings.spPrivateKey,
    decryptionPvk: settings.spPrivateKey,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    identifierFormat: EMAIL_NAME_ID,
    // The IdP decides how its users authenticate (password, MFA): no authentication context asked.
    disableRequestedAuthnContext: true,
    generateUniqueId: () => `_${randomBytes(20).toString('hex')}`,
    cacheProvider: options.cache,
  })
}
