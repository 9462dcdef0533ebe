/**
 * Outgoing webhooks' probes (ADR 041): owners and admins of the caller's own tenant only; B's
 * endpoint and delivery ids are 404 to A. See endpoint-probes.ts for how they are used.
 */
import { type EndpointProbe, own, refused } from './probe-types'

const endpoint = (url: string) => ({ url, events: ['thread.created'], description: 'probe' })

export const tenantWebhookProbes: Record<string, EndpointProbe> = {
  'GET /api/tenant/webhooks': {
    isolation: (w) => [
      own({ caller: 'a.admin', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'POST /api/tenant/webhooks': {
    isolation: (w) => [
      refused({ caller: 'a.member', body: endpoint('https://93.184.215.14/in') }),
      // An endpoint of the caller's own tenant, whatever the body names.
      own({ caller: 'a.owner', body: { ...endpoint('https://93.184.215.14/in'), tenantId: w.b.tenantId } }),
    ],
    hostile: () => ({ caller: 'a.owner', body: endpoint('https://93.184.215.14/in') }),
  },
  'PATCH /api/tenant/webhooks/$id': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.webhookId }, body: { enabled: false } }),
      refused({ caller: 'a.member', params: { id: w.a.webhookId }, body: { enabled: false } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.webhookId }, body: { description: 'probe' } }),
  },
  'DELETE /api/tenant/webhooks/$id': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.webhookId } }),
      refused({ caller: 'a.member', params: { id: w.a.webhookId } }),
    ],
    hostile: () => ({ caller: 'a.owner', params: { id: 'not-an-endpoint' } }),
  },
  'POST /api/tenant/webhooks/$id/rotate-secret': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.webhookId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.webhookId } }),
  },
  'POST /api/tenant/webhooks/$id/test': {
    isolation: (w) => [refused({ caller: 'a.admin', params: { id: w.b.webhookId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.webhookId } }),
  },
  'GET /api/tenant/webhooks/$id/deliveries': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.webhookId } }),
      refused({ caller: 'a.member', params: { id: w.a.webhookId } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.webhookId } }),
  },
  'POST /api/tenant/webhooks/$id/deliveries/$deliveryId/replay': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.webhookId, deliveryId: w.b.webhookDeliveryId } }),
      // A's endpoint with B's delivery: still nothing of B's.
      refused({ caller: 'a.owner', params: { id: w.a.webhookId, deliveryId: w.b.webhookDeliveryId } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.webhookId, deliveryId: w.a.webhookDeliveryId } }),
  },
}
