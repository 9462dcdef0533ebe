/**
 * SAML single sign-on's probes (ADR 037): the owner's set-up of their own tenant, and the
 * console's set-up of any tenant. See endpoint-probes.ts for how they are used.
 */
import { testIdpMetadata } from '../../saml/testing/idp-metadata'
import { adminOnly, type EndpointProbe, own, refused } from './probe-types'

let metadata: string | undefined
/** One IdP metadata document for every probe (making its certificate takes a moment). */
const setUp = (domain: string) => {
  metadata ??= testIdpMetadata()
  return { metadataXml: metadata, emailDomains: [domain], defaultRole: 'member', enabled: true }
}

/** The owner's: their own tenant's set-up only, whatever the request names. */
export const tenantSamlProbes: Record<string, EndpointProbe> = {
  'GET /api/tenant/saml': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'PUT /api/tenant/saml': {
    isolation: (w) => [
      refused({ caller: 'a.admin', body: setUp('probe-a.test') }),
      own({ caller: 'a.owner', body: { ...setUp('probe-a.test'), tenantId: w.b.tenantId } }),
    ],
    hostile: () => ({ caller: 'a.owner', body: setUp('probe-a.test') }),
  },
  'DELETE /api/tenant/saml': {
    isolation: (w) => [
      refused({ caller: 'a.member' }),
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
}

/** The console's (merged into admin-endpoint-probes.ts, so the console's hostile-input file runs them). */
export const consoleSamlProbes: Record<string, EndpointProbe> = {
  'GET /api/admin/tenants/$id/saml': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'PUT /api/admin/tenants/$id/saml': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId }, body: setUp('probe-b.test') }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId }, body: setUp('probe-a.test') }),
  },
  'DELETE /api/admin/tenants/$id/saml': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
}
