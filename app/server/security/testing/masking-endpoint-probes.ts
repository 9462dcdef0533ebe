/**
 * PII masking's probes (ADR 034): the owner's setting of their own tenant, and the console's
 * setting of an application. See endpoint-probes.ts for how they are used.
 */
import { adminOnly, type EndpointProbe, own, refused } from './probe-types'

const setting = { kinds: ['email'], ngWords: ['probe'], storeMasked: false }

/** The owner's: their own tenant's masking only, whatever the request names. */
export const tenantMaskingProbes: Record<string, EndpointProbe> = {
  'GET /api/tenant/masking': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'PUT /api/tenant/masking': {
    isolation: (w) => [
      refused({ caller: 'a.admin', body: setting }),
      own({ caller: 'a.owner', body: setting }),
      // The caller's own tenant only: a field naming B's is refused as unknown.
      refused({ caller: 'a.owner', body: { ...setting, tenantId: w.b.tenantId }, refusedWith: [400] }),
    ],
    hostile: () => ({ caller: 'a.owner', body: setting }),
  },
}

/** The console's (merged into admin-endpoint-probes.ts, so the console's hostile-input file runs them). */
export const consoleMaskingProbes: Record<string, EndpointProbe> = {
  'GET /api/admin/applications/$key/masking': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai' } }]),
    hostile: () => ({ caller: 'admin', params: { key: 'hirameki_ai' } }),
  },
  'PUT /api/admin/applications/$key/masking': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai' }, body: { kinds: ['phone'], ngWords: [] } }]),
    hostile: () => ({
      caller: 'admin',
      params: { key: 'hirameki_ai' },
      body: { kinds: ['email', 'phone'], ngWords: ['極秘'] },
    }),
  },
}
