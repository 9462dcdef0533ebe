/** In-memory SAML API for stories and component tests (no server). */
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { samlErrorsEn, samlErrorsJa } from '../../i18n/errors/saml'
import { fill } from '../../i18n/local-texts'
import type { SamlView, TenantSamlApi } from './tenant-saml-section'

const TENANT = '3f6c1a52-8d1e-4a77-9b0e-2c5d1f0a9e41'

export const sampleSamlView: SamlView = {
  configured: true,
  enabled: true,
  idpEntityId: 'https://idp.hirameki.example/metadata',
  idpSsoUrl: 'https://idp.hirameki.example/sso',
  idpCertificateCount: 1,
  metadataUrl: 'https://idp.hirameki.example/metadata',
  emailDomains: ['hirameki.example'],
  defaultRole: 'member',
  sp: {
    entityId: `https://app.opsai.example/api/auth/saml/metadata/${TENANT}`,
    metadataUrl: `https://app.opsai.example/api/auth/saml/metadata/${TENANT}`,
    acsUrl: `https://app.opsai.example/api/auth/saml/acs/${TENANT}`,
    acsUrls: [
      `https://app.opsai.example/api/auth/saml/acs/${TENANT}`,
      `https://hirameki.example/api/auth/saml/acs/${TENANT}`,
    ],
  },
  updatedAt: '2026-11-20T01:00:00.000Z',
}

export const unconfiguredSamlView: SamlView = {
  ...sampleSamlView,
  configured: false,
  enabled: false,
  idpEntityId: null,
  idpSsoUrl: null,
  idpCertificateCount: 0,
  metadataUrl: null,
  emailDomains: [],
}

/** The server's 409 when another organisation routes the same e-mail domain (nothing is stored). */
export const samlDomainTaken: BilingualText = {
  ja: fill(samlErrorsJa.domainTaken, { domain: 'hirameki.example' }),
  en: fill(samlErrorsEn.domainTaken, { domain: 'hirameki.example' }),
}

/** `refuseSave`: every save is refused with this message (409), as the server words it. */
export function fakeSamlApi(
  view: SamlView = sampleSamlView,
  { refuseSave }: { refuseSave?: BilingualText } = {},
): TenantSamlApi & { saved: unknown[] } {
  let current = view
  const saved: unknown[] = []
  return {
    saved,
    key: ['fake-saml', Math.random()],
    load: async () => ({ ok: true, data: current }),
    save: async (input) => {
      saved.push(input)
      if (refuseSave) return { ok: false, status: 409, message: refuseSave, fieldErrors: {} }
      current = { ...current, configured: true, enabled: input.enabled === true }
      return { ok: true, data: current }
    },
    remove: async () => {
      current = unconfiguredSamlView
      return { ok: true, data: { removed: true } }
    },
  }
}
