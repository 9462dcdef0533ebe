/**
 * SAML single sign-on at /login/ezpass (ADR 037), the parts both sides share: the endpoints under
 * better-auth's base path, and the refusal codes the assertion consumer sends the browser back
 * with (`?saml=<code>`), each worded by the page in Japanese and English.
 */
export const SAML_START_PATH = '/saml/start'
export const SAML_ACS_PREFIX = '/saml/acs'
export const SAML_METADATA_PREFIX = '/saml/metadata'
/** The query parameter of /login/ezpass that carries a refusal. */
export const SAML_REFUSAL_PARAM = 'saml'

export const SAML_REFUSALS = [
  'invalid-email',
  'unknown-domain',
  'not-enabled',
  'tampered',
  'wrong-audience',
  'expired',
  'replayed',
  'unknown-request',
  'unsolicited',
  'wrong-destination',
  'other-browser',
  'domain-mismatch',
  'administrator',
  'other-tenant',
  'suspended',
  'user-limit',
  'idp-error',
  'failed',
] as const

export type SamlRefusal = (typeof SAML_REFUSALS)[number]

export function samlRefusal(code: unknown): SamlRefusal | undefined {
  return SAML_REFUSALS.find((known) => known === code)
}

/** Message keys of `auth.saml.refusals`, one per code (the catalogue is typed against this). */
export const SAML_REFUSAL_KEY = {
  'invalid-email': 'invalidEmail',
  'unknown-domain': 'unknownDomain',
  'not-enabled': 'notEnabled',
  tampered: 'tampered',
  'wrong-audience': 'wrongAudience',
  expired: 'expired',
  replayed: 'replayed',
  'unknown-request': 'unknownRequest',
  unsolicited: 'unsolicited',
  'wrong-destination': 'wrongDestination',
  'other-browser': 'otherBrowser',
  'domain-mismatch': 'domainMismatch',
  administrator: 'administrator',
  'other-tenant': 'otherTenant',
  suspended: 'suspended',
  'user-limit': 'userLimit',
  'idp-error': 'idpError',
  failed: 'failed',
} as const satisfies Record<SamlRefusal, string>
