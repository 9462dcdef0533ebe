/**
 * Issue 20's probes: tenant API keys and chat widgets (owners and admins of the caller's own tenant
 * only; B's ids are 404 to A), the OpenAI-compatible `/v1` API (A's key reaches nothing of B's:
 * B's own chat is not a model of A's), and the widget visitors' endpoint (anonymous, from the
 * widget's allowed origin only). See endpoint-probes.ts for how they are used.
 */
import { type EndpointProbe, own, refused } from './probe-types'
import type { SecurityWorld } from './two-tenant-world'

const keyOf = (w: SecurityWorld) => ({ authorization: `Bearer ${w.a.tenantApiKey}` })
const widgetFields = (origin: string) => ({ chat: 'chat', allowedOrigins: [origin], name: 'probe' })
const completion = (model: string) => ({ model, messages: [{ role: 'user', content: 'こんにちは' }] })

export const integrationEndpointProbes: Record<string, EndpointProbe> = {
  'GET /api/tenant/api-keys': {
    isolation: (w) => [
      own({ caller: 'a.admin', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'POST /api/tenant/api-keys': {
    isolation: (w) => [
      refused({ caller: 'a.member', body: { name: 'probe', chats: null } }),
      // A key of the caller's own tenant, whatever the body names; B's chat is no chat of A's.
      own({ caller: 'a.owner', body: { name: 'probe', chats: null, tenantId: w.b.tenantId } }),
      refused({
        caller: 'a.owner',
        body: { name: 'probe', chats: [`custom:${w.b.onlyChat.keyword}`] },
        refusedWith: [400, 404],
      }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { name: 'probe', chats: ['chat'] } }),
  },
  'DELETE /api/tenant/api-keys/$id': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.tenantApiKeyId } }),
      refused({ caller: 'a.member', params: { id: w.a.tenantApiKeyId } }),
    ],
    hostile: () => ({ caller: 'a.owner', params: { id: 'not-a-key' } }),
  },
  'GET /api/tenant/widgets': {
    isolation: (w) => [
      own({ caller: 'a.admin', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'POST /api/tenant/widgets': {
    isolation: (w) => [
      refused({ caller: 'a.member', body: widgetFields('https://probe.example.test') }),
      refused({
        caller: 'a.owner',
        body: { ...widgetFields('https://probe.example.test'), chat: `custom:${w.b.onlyChat.keyword}` },
        refusedWith: [400, 404],
      }),
    ],
    hostile: () => ({ caller: 'a.owner', body: widgetFields('https://probe.example.test') }),
  },
  'PATCH /api/tenant/widgets/$id': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.widgetId }, body: { enabled: false } }),
      refused({ caller: 'a.member', params: { id: w.a.widgetId }, body: { enabled: false } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.widgetId }, body: { name: 'probe' } }),
  },
  'DELETE /api/tenant/widgets/$id': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.widgetId } }),
      refused({ caller: 'a.member', params: { id: w.a.widgetId } }),
    ],
    hostile: () => ({ caller: 'a.owner', params: { id: 'wgt_not_a_widget' } }),
  },
  'POST /api/widgets/$id/messages': {
    isolation: (w) => [
      // B's widget from A's site (not one of its origins), and from nowhere: refused either way.
      refused({
        caller: 'anonymous',
        params: { id: w.b.widgetId },
        headers: { origin: w.a.widgetOrigin },
        body: { content: 'hi' },
      }),
      refused({ caller: 'a.owner', params: { id: w.b.widgetId }, body: { content: 'hi' } }),
    ],
    hostile: (w) => ({
      caller: 'anonymous',
      params: { id: w.a.widgetId },
      headers: { origin: w.a.widgetOrigin },
      body: { content: 'こんにちは' },
    }),
  },
  'GET /widget.js': {
    // The same script for every site (it reads its widget id from its own tag): nothing of anyone's.
    isolation: () => [own({ caller: 'anonymous' }), own({ caller: 'a.owner' })],
    hostile: () => ({ caller: 'anonymous' }),
  },
  'GET /v1/models': {
    isolation: (w) => [own({ caller: 'a.member', headers: keyOf(w), query: { tenant: w.b.tenantId } })],
    hostile: (w) => ({ caller: 'a.member', headers: keyOf(w) }),
  },
  'POST /v1/chat/completions': {
    isolation: (w) => [
      refused({ caller: 'a.member', headers: keyOf(w), body: completion(`custom:${w.b.onlyChat.keyword}`) }),
      // B's thread cannot be continued with A's key.
      ...w.b.threadIds.map((threadId) =>
        refused({
          caller: 'a.member',
          headers: { ...keyOf(w), 'x-thread-id': threadId },
          body: completion('chat'),
        }),
      ),
    ],
    hostile: (w) => ({ caller: 'a.member', headers: keyOf(w), body: completion('chat') }),
  },
}
