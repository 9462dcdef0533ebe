/**
 * The tenant lifecycle's probes (ADR 030): the owner's exports and retention, and the console's
 * exports, deletion and deleted tenants. See endpoint-probes.ts for how they are used.
 */
import { adminOnly, type EndpointProbe, own, refused } from './probe-types'

/** The owner's: exports and retention of their own tenant only. */
export const tenantLifecycleProbes: Record<string, EndpointProbe> = {
  'GET /api/tenant/exports': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner', query: { tenantId: 'x' } }),
  },
  'POST /api/tenant/exports': {
    isolation: (w) => [
      refused({ caller: 'a.admin', body: { tenantId: w.b.tenantId } }),
      // An export of the caller's own tenant, whatever the body names.
      own({ caller: 'a.owner', body: { tenantId: w.b.tenantId } }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'GET /api/tenant/exports/$id': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.exportId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.exportId } }),
  },
  'GET /api/tenant/exports/$id/download': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.exportId } }),
      refused({ caller: 'a.member', params: { id: w.a.exportId } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.exportId } }),
  },
  'GET /api/tenant/retention': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  // The IP allow-list and session limits (ADR 035): the caller's own tenant, owners only.
  'GET /api/tenant/access': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'PUT /api/tenant/access': {
    isolation: (w) => [
      own({ caller: 'a.owner', body: { sessionIdleMinutes: 30, tenantId: w.b.tenantId } }),
      refused({ caller: 'a.admin', body: { sessionIdleMinutes: 30 } }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { sessionIdleMinutes: 30 } }),
  },
  // Whether every member must use two-factor authentication (ADR 036): owners, their own tenant.
  'GET /api/tenant/two-factor': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'PUT /api/tenant/two-factor': {
    isolation: (w) => [
      own({ caller: 'a.owner', body: { required: false, tenantId: w.b.tenantId } }),
      refused({ caller: 'a.admin', body: { required: false } }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { required: false } }),
  },
  'PUT /api/tenant/retention': {
    isolation: (w) => [
      own({ caller: 'a.owner', body: { days: 30, tenantId: w.b.tenantId } }),
      refused({ caller: 'a.admin', body: { days: 1 } }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { days: 30 } }),
  },
}

/** The console's (in admin-endpoint-probes.ts, so the console's hostile-input file runs them). */
export const consoleLifecycleProbes: Record<string, EndpointProbe> = {
  'GET /api/admin/tenants/$id/exports': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'POST /api/admin/tenants/$id/exports': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'GET /api/admin/tenants/$id/exports/$exportId': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId, exportId: w.b.exportId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId, exportId: w.a.exportId } }),
  },
  'GET /api/admin/tenants/$id/exports/$exportId/download': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId, exportId: w.b.exportId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId, exportId: w.a.exportId } }),
  },
  'GET /api/admin/tenants/$id/deletion': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'DELETE /api/admin/tenants/$id': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId }, body: { confirmSlug: w.b.slug } }]),
    // Never A's slug: the world's tenants must outlive the property.
    hostile: (w) => ({
      caller: 'admin',
      params: { id: w.a.tenantId },
      body: { confirmSlug: 'not-the-slug' },
    }),
  },
  'GET /api/admin/tenant-archives': {
    isolation: adminOnly(() => [{ query: { page: '0', size: '20' } }]),
    hostile: () => ({ caller: 'admin', query: { page: '0', size: '20' } }),
  },
  'GET /api/admin/tenant-archives/$id/statement': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId }, query: { lang: 'en' } }),
  },
}
