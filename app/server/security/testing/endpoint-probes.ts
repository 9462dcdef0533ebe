/**
 * How to call each HTTP endpoint as a member of tenant A with tenant B's ids (isolation), and
 * with what valid input the hostile property tests start (hostile). Keys are "METHOD /path" as
 * the route files declare them (inventory.ts); the inventory test fails for an endpoint missing
 * here. The console's endpoints are in admin-endpoint-probes.ts, /api/team's in team-endpoint-probes.ts,
 * the tenant lifecycle's in lifecycle-endpoint-probes.ts.
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { messagesUrl } from '#app/i18n/messages-url.shared'
import { user } from '#db/schema'
import { allPageThemes } from '../../theme-css/theme-stylesheet.server'
import { adminEndpointProbes } from './admin-endpoint-probes'
import { integrationEndpointProbes } from './integration-endpoint-probes'
import { tenantLifecycleProbes } from './lifecycle-endpoint-probes'
import { tenantMaskingProbes } from './masking-endpoint-probes'
import { paymentEndpointProbes } from './payment-endpoint-probes'
import { type EndpointProbe, own, refused } from './probe-types'
import { tenantSamlProbes } from './saml-endpoint-probes'
import { teamEndpointProbes } from './team-endpoint-probes'
import type { SecurityWorld } from './two-tenant-world'
import { PASSWORD } from './two-tenant-world'
import { tenantWebhookProbes } from './webhook-endpoint-probes'

const PROBE_BOUNDARY = 'security-probe'
const PROBE_UPLOAD = [
  `--${PROBE_BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="probe.txt"',
  'Content-Type: text/plain',
  '',
  'probe',
  `--${PROBE_BOUNDARY}--`,
  '',
].join('\r\n')

/** A tenant's chat attachments: one staged in a composer, one sent on its first thread. */
const attachmentsOf = (tenant: SecurityWorld['b']) => [
  tenant.knowledge.stagedId,
  tenant.knowledge.attachmentId,
]

/** Every id of B that could name a thread. */
const threadLikeIds = (w: SecurityWorld) => [...w.b.threadIds, ...w.b.messageIds]

async function stillInTenantA(world: SecurityWorld) {
  const [row] = await world.handle.db
    .select({ tenantId: user.tenantId, role: user.role })
    .from(user)
    .where(eq(user.id, world.a.users.owner.id))
  expect(row).toEqual({ tenantId: world.a.tenantId, role: 'user' })
}

const tenantEndpointProbes: Record<string, EndpointProbe> = {
  'GET /api/auth/$': {
    isolation: (w) => [
      own({ caller: 'a.owner', params: { _splat: 'get-session' } }),
      own({ caller: 'a.owner', params: { _splat: 'list-sessions' } }),
      refused({
        caller: 'a.owner',
        params: { _splat: 'admin/list-users' },
        query: { searchValue: w.b.marker },
      }),
      refused({ caller: 'a.owner', params: { _splat: 'admin/get-user' }, query: { id: w.b.users.owner.id } }),
    ],
    hostile: () => ({
      caller: 'a.owner',
      params: { _splat: 'get-session' },
      query: { disableCookieCache: 'true' },
      englishOnly: true,
    }),
  },
  'POST /api/auth/$': {
    isolation: (w) => [
      // A session of B named by its id: nothing is revoked (better-auth matches the caller's own).
      own({
        caller: 'a.owner',
        params: { _splat: 'revoke-session' },
        body: { token: w.b.users.owner.sessionId },
      }),
      own({
        caller: 'a.owner',
        params: { _splat: 'update-user' },
        body: { tenantId: w.b.tenantId, role: 'admin', name: 'A owner' },
        refusedWith: [400, 403],
        verify: stillInTenantA,
      }),
      ...[
        ['admin/impersonate-user', { userId: w.b.users.owner.id }],
        ['admin/set-role', { userId: w.a.users.owner.id, role: 'admin' }],
        ['admin/ban-user', { userId: w.b.users.owner.id }],
        ['admin/remove-user', { userId: w.b.users.owner.id }],
        ['admin/revoke-user-sessions', { userId: w.b.users.owner.id }],
        ['admin/set-user-password', { userId: w.b.users.owner.id, newPassword: 'Attacker-Passw0rd!' }],
        [
          'admin/create-user',
          { email: 'evil@example.test', password: 'Attacker-Passw0rd!', name: 'Evil', role: 'admin' },
        ],
        ['admin/update-user', { userId: w.b.users.owner.id, data: { tenantId: w.a.tenantId } }],
      ].map(([splat, body]) =>
        refused({ caller: 'a.owner', params: { _splat: String(splat) }, body, refusedWith: [401, 403, 404] }),
      ),
      // Signing in to the console with a tenant account is refused.
      refused({
        caller: 'anonymous',
        params: { _splat: 'sign-in/system-admin' },
        body: { email: w.a.users.owner.email, password: PASSWORD },
        refusedWith: [401, 403],
      }),
    ],
    hostile: () => ({
      caller: 'anonymous',
      params: { _splat: 'sign-in/email' },
      body: { email: 'nobody@example.test', password: 'not-the-password' },
      englishOnly: true,
    }),
  },
  'GET /api/balance': {
    isolation: (w) => [own({ caller: 'a.member', query: { tenantId: w.b.tenantId } })],
    hostile: () => ({ caller: 'a.owner', query: { tenantId: 'x' } }),
  },
  'POST /api/attachments': {
    // An upload is the caller's own: it names nothing of B's.
    isolation: () => [
      own({
        caller: 'a.member',
        headers: { 'content-type': `multipart/form-data; boundary=${PROBE_BOUNDARY}` },
        raw: PROBE_UPLOAD,
      }),
    ],
    // The body is the files: a hostile one is anything but a multipart upload.
    hostile: () => ({ caller: 'a.member' }),
  },
  'POST /api/knowledge-bases/$id/documents': {
    isolation: (w) =>
      (['a.owner', 'a.member'] as const).map((caller) =>
        refused({
          caller,
          params: { id: w.b.knowledge.baseId },
          headers: { 'content-type': `multipart/form-data; boundary=${PROBE_BOUNDARY}` },
          raw: PROBE_UPLOAD,
        }),
      ),
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.knowledge.baseId } }),
  },
  'GET /api/knowledge-bases/$id/documents': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.knowledge.baseId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.knowledge.baseId } }),
  },
  'GET /api/knowledge-bases/$id/documents/$docId': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.knowledge.baseId, docId: w.b.knowledge.documentId } }),
      refused({ caller: 'a.owner', params: { id: w.a.knowledge.baseId, docId: w.b.knowledge.documentId } }),
    ],
    hostile: (w) => ({
      caller: 'a.owner',
      params: { id: w.a.knowledge.baseId, docId: w.a.knowledge.documentId },
    }),
  },
  'DELETE /api/knowledge-bases/$id/documents/$docId': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.knowledge.baseId, docId: w.b.knowledge.documentId } }),
      refused({ caller: 'a.owner', params: { id: w.a.knowledge.baseId, docId: w.b.knowledge.documentId } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.knowledge.baseId, docId: 'no-such-document' } }),
  },
  'GET /api/attachments/$id': {
    isolation: (w) => attachmentsOf(w.b).map((id) => refused({ caller: 'a.owner', params: { id } })),
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.knowledge.stagedId } }),
  },
  'DELETE /api/attachments/$id': {
    isolation: (w) => attachmentsOf(w.b).map((id) => refused({ caller: 'a.owner', params: { id } })),
    // The sent one: refused (409) however often the property calls it.
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.knowledge.attachmentId } }),
  },
  'POST /api/chats/$kind/$keyword/messages': {
    isolation: (w) => [
      // B's attachments cannot be sent with A's message (400, nothing linked).
      ...attachmentsOf(w.b).map((id) =>
        refused({
          caller: 'a.owner',
          params: { kind: 'chat', keyword: 'default' },
          body: { content: 'hi', attachments: [id] },
          refusedWith: [400],
        }),
      ),
      refused({
        caller: 'a.owner',
        params: { kind: 'customchat', keyword: w.b.onlyChat.keyword },
        body: { content: 'hi' },
      }),
      ...w.b.threadIds.flatMap((threadId) =>
        [
          { threadId, content: 'hi' },
          { threadId, action: 'regenerate' },
          { threadId, action: 'edit', content: 'changed' },
        ].flatMap((body) => [
          refused({ caller: 'a.owner', params: { kind: 'chat', keyword: 'default' }, body }),
          refused({ caller: 'a.owner', params: { kind: 'customchat', keyword: w.b.onlyChat.keyword }, body }),
        ]),
      ),
    ],
    hostile: () => ({
      caller: 'a.owner',
      params: { kind: 'chat', keyword: 'default' },
      body: { content: 'こんにちは', threadId: undefined, action: undefined, attachments: [] },
    }),
  },
  'GET /api/brand/a/$key/$file': {
    // An application's pictures are public, like its /login/{ai_type} page.
    isolation: () => [own({ caller: 'a.member', params: { key: 'hirameki_ai', file: 'icon-32.png' } })],
    hostile: () => ({
      caller: 'anonymous',
      params: { key: 'hirameki_ai', file: 'icon.svg' },
      query: { v: 'x' },
    }),
  },
  'GET /api/brand/t/$tenantId/$file': {
    // A tenant's own pictures are served on its own site (Host or session) and to the console only.
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { tenantId: w.b.tenantId, file: 'icon-32.png' } }),
      refused({ caller: 'anonymous', params: { tenantId: w.b.tenantId, file: 'icon.svg' } }),
    ],
    hostile: (w) => ({ caller: 'a.member', params: { tenantId: w.a.tenantId, file: 'icon.svg' } }),
  },
  'GET /api/brand/p/$file': {
    isolation: () => [own({ caller: 'a.member', params: { file: 'icon.svg' } })],
    hostile: () => ({ caller: 'anonymous', params: { file: 'icon-192.png' } }),
  },
  'GET /manifest.webmanifest': {
    isolation: () => [own({ caller: 'a.member', query: { app: 'hirameki_ai' } })],
    hostile: () => ({ caller: 'anonymous', query: { app: 'hirameki_ai' } }),
  },
  'GET /favicon.ico': {
    isolation: () => [own({ caller: 'a.member' })],
    hostile: () => ({ caller: 'anonymous' }),
  },
  'GET /api/health': {
    isolation: () => [own({ caller: 'a.member' })],
    hostile: () => ({ caller: 'anonymous', query: { probe: 'x' } }),
  },
  'GET /api/ready': {
    isolation: () => [own({ caller: 'a.member' })],
    hostile: () => ({ caller: 'anonymous', query: { probe: 'x' } }),
  },
  'GET /api/invitations/$token': {
    // The link's token is the credential; B's invitation id is not one.
    isolation: (w) => [refused({ caller: 'a.owner', params: { token: w.b.invitationId } })],
    hostile: (w) => ({ caller: 'anonymous', params: { token: w.a.invitationToken } }),
  },
  'POST /api/invitations/$token/accept': {
    isolation: (w) => [
      refused({
        caller: 'a.owner',
        params: { token: w.b.invitationId },
        body: { name: 'Evil', password: PASSWORD },
      }),
      refused({ caller: 'anonymous', params: { token: w.b.invitationId }, body: { password: PASSWORD } }),
    ],
    hostile: (w) => ({
      caller: 'anonymous',
      params: { token: w.a.invitationToken },
      body: { name: 'Invitee', password: 'Invitee-Passw0rd!' },
    }),
  },
  'GET /api/payment/alerts': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      refused({ caller: 'a.member', query: { tenantId: w.b.tenantId }, refusedWith: [403] }),
    ],
    hostile: () => ({ caller: 'a.owner', query: {} }),
  },
  'PUT /api/payment/alerts': {
    isolation: (w) => [
      own({
        caller: 'a.owner',
        body: { lowBalanceThreshold: 1_000, monthlySummary: true, tenantId: w.b.tenantId },
      }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { lowBalanceThreshold: 1_000, monthlySummary: true } }),
  },
  'GET /api/threads': {
    isolation: (w) => [
      refused({ caller: 'a.owner', query: { kind: 'customchat', keyword: w.b.onlyChat.keyword } }),
      own({ caller: 'a.owner', query: { q: w.b.marker } }),
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId, userId: w.b.users.owner.id } }),
    ],
    hostile: () => ({ caller: 'a.owner', query: { kind: 'chat', keyword: 'default', q: 'a', limit: '20' } }),
  },
  'GET /api/threads/$id': {
    isolation: (w) => threadLikeIds(w).map((id) => refused({ caller: 'a.owner', params: { id } })),
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.threadIds[0] ?? '' } }),
  },
  'PATCH /api/threads/$id': {
    isolation: (w) =>
      threadLikeIds(w).map((id) => refused({ caller: 'a.owner', params: { id }, body: { title: 'Stolen' } })),
    hostile: (w) => ({
      caller: 'a.owner',
      params: { id: w.a.threadIds[0] ?? '' },
      body: { title: '新しい題' },
    }),
  },
  'DELETE /api/threads/$id': {
    isolation: (w) => threadLikeIds(w).map((id) => refused({ caller: 'a.owner', params: { id } })),
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.threadIds[1] ?? '' } }),
  },
  'GET /api/threads/$id/export': {
    isolation: (w) =>
      threadLikeIds(w).flatMap((id) =>
        ['markdown', 'json'].map((format) =>
          refused({ caller: 'a.owner', params: { id }, query: { format } }),
        ),
      ),
    hostile: (w) => ({
      caller: 'a.owner',
      params: { id: w.a.threadIds[0] ?? '' },
      query: { format: 'markdown', lang: 'ja' },
    }),
  },
  'GET /.well-known/domain-verification/$token': {
    // A host serves its own token only; a guess on B's host, or A's session there, gets nothing.
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { token: 'guessed-token' }, headers: { host: w.b.hostname } }),
      refused({ caller: 'anonymous', params: { token: w.a.slug }, headers: { host: w.b.hostname } }),
    ],
    hostile: (w) => ({ caller: 'anonymous', params: { token: 'token' }, headers: { host: w.a.hostname } }),
  },
  'GET /api/domains/allowed': {
    // Caddy's question is public (it names the host it asks about); nothing else of B's comes back.
    isolation: (w) => [own({ caller: 'a.owner', query: { domain: w.b.hostname } })],
    hostile: (w) => ({ caller: 'anonymous', query: { domain: w.a.hostname } }),
  },
  'POST /api/messages/$id/feedback': {
    isolation: (w) =>
      w.b.messageIds.map((id) =>
        refused({ caller: 'a.owner', params: { id }, body: { rating: 'down', reason: 'wrong' } }),
      ),
    hostile: (w) => ({
      caller: 'a.owner',
      params: { id: w.a.messageIds[1] ?? '' },
      body: { rating: 'down', reason: 'wrong', comment: '違います' },
    }),
  },
  'GET /theme/$file': {
    // Every theme's stylesheet is public (any visitor of a brand loads its own); no tenant data in it.
    isolation: () => [
      own({ caller: 'a.owner', params: { file: allPageThemes()[0]?.href.replace('/theme/', '') ?? '' } }),
    ],
    hostile: () => ({
      caller: 'anonymous',
      params: { file: allPageThemes()[0]?.href.replace('/theme/', '') ?? '' },
    }),
  },
  'GET /i18n/$file': {
    // A language's messages are code of the build, the same for every visitor; no tenant data in them.
    isolation: () => [own({ caller: 'a.owner', params: { file: messagesUrl('ja').replace('/i18n/', '') } })],
    hostile: () => ({ caller: 'anonymous', params: { file: messagesUrl('en').replace('/i18n/', '') } }),
  },
  'GET /api/usage/csv': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId, userId: w.b.users.owner.id } }),
      own({ caller: 'a.member', query: { preset: 'last-90-days' } }),
    ],
    hostile: () => ({
      caller: 'a.owner',
      query: { preset: 'this-month', from: '2026-01-01', to: '2026-01-31', lang: 'ja' },
    }),
  },
}

export const endpointProbes: Record<string, EndpointProbe> = {
  ...tenantEndpointProbes,
  ...teamEndpointProbes,
  ...tenantLifecycleProbes,
  ...tenantMaskingProbes,
  ...tenantSamlProbes,
  ...tenantWebhookProbes,
  ...integrationEndpointProbes,
  ...paymentEndpointProbes,
  ...adminEndpointProbes,
}
