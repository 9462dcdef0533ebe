/** A tenant's SAML set-up as the API answers it (ADR 037): the server builds it, the card shows it. */
export interface SamlSettingsView {
  configured: boolean
  enabled: boolean
  idpEntityId: string | null
  idpSsoUrl: string | null
  idpCertificateCount: number
  metadataUrl: string | null
  emailDomains: string[]
  defaultRole: 'member' | 'admin'
  /** What to give the IdP. */
  sp: { entityId: string; metadataUrl: string; acsUrl: string; acsUrls: string[] }
  updatedAt: string | null
}
