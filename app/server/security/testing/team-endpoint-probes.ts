/** The team endpoints' probes (/api/team, its members, teams, invitations and brand): see endpoint-probes.ts. */
import { type EndpointProbe, own, refused } from './probe-types'
import type { SecurityWorld } from './two-tenant-world'

const bUserIds = (w: SecurityWorld) => Object.values(w.b.users).map((member) => member.id)

export const teamEndpointProbes: Record<string, EndpointProbe> = {
  'GET /api/team/brand': {
    isolation: (w) => [own({ caller: 'a.member', query: { tenantId: w.b.tenantId } })],
    hostile: () => ({ caller: 'a.member', query: { tenantId: 'x' } }),
  },
  'PATCH /api/team/brand': {
    isolation: (w) => [
      own({ caller: 'a.owner', body: { brandName: 'A brand', tenantId: w.b.tenantId } }),
      refused({ caller: 'a.admin', body: { brandName: 'Not an owner' } }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { brandName: 'ひらめきナビ' } }),
  },
  'PUT /api/team/brand/logo': {
    isolation: () => [refused({ caller: 'a.member' })],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'DELETE /api/team/brand/logo': {
    isolation: () => [refused({ caller: 'a.admin' })],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'GET /api/team': {
    isolation: (w) => [
      own({ caller: 'a.owner', query: { tenantId: w.b.tenantId } }),
      own({ caller: 'a.member' }),
    ],
    hostile: () => ({ caller: 'a.owner', query: { tenantId: 'x' } }),
  },
  'POST /api/team/invitations': {
    isolation: (w) => [
      // B's member's address belongs to another organisation: refused without saying which.
      refused({
        caller: 'a.owner',
        body: { email: w.b.users.member.email, role: 'member', tenantId: w.b.tenantId },
        refusedWith: [409],
      }),
    ],
    hostile: () => ({ caller: 'a.owner', body: { email: 'new-member@example.test', role: 'member' } }),
  },
  'DELETE /api/team/invitations/$id': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.invitationId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.invitationId } }),
  },
  'POST /api/team/invitations/$id/resend': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.invitationId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.invitationId } }),
  },
  'PATCH /api/team/members/$userId': {
    isolation: (w) =>
      bUserIds(w).map((userId) =>
        refused({ caller: 'a.owner', params: { userId }, body: { role: 'member' } }),
      ),
    hostile: (w) => ({
      caller: 'a.owner',
      params: { userId: w.a.users.member.id },
      body: { role: 'member' },
    }),
  },
  'DELETE /api/team/members/$userId': {
    isolation: (w) => bUserIds(w).map((userId) => refused({ caller: 'a.owner', params: { userId } })),
    hostile: (w) => ({ caller: 'a.owner', params: { userId: w.a.users.admin.id } }),
  },
  'PUT /api/team/members/$userId/teams': {
    isolation: (w) => [
      ...bUserIds(w).map((userId) =>
        refused({ caller: 'a.owner', params: { userId }, body: { teamIds: [] } }),
      ),
      refused({
        caller: 'a.owner',
        params: { userId: w.a.users.member.id },
        body: { teamIds: [w.b.teamId] },
      }),
      refused({
        caller: 'a.owner',
        params: { userId: w.a.users.member.id },
        body: { teamIds: [w.a.teamId, w.b.teamId] },
      }),
    ],
    hostile: (w) => ({
      caller: 'a.owner',
      params: { userId: w.a.users.member.id },
      body: { teamIds: [w.a.teamId] },
    }),
  },
  'POST /api/team/teams': {
    isolation: (w) => [own({ caller: 'a.owner', body: { name: 'A team two', tenantId: w.b.tenantId } })],
    hostile: () => ({ caller: 'a.owner', body: { name: '営業' } }),
  },
  'PATCH /api/team/teams/$id': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.teamId }, body: { name: 'Stolen' } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.teamId }, body: { name: '開発' } }),
  },
  'DELETE /api/team/teams/$id': {
    isolation: (w) => [refused({ caller: 'a.owner', params: { id: w.b.teamId } })],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.teamId } }),
  },
  'PUT /api/team/members/$userId/quota': {
    isolation: (w) =>
      bUserIds(w).map((userId) =>
        refused({ caller: 'a.owner', params: { userId }, body: { monthlyCredits: 1 } }),
      ),
    hostile: (w) => ({
      caller: 'a.owner',
      params: { userId: w.a.users.member.id },
      body: { monthlyCredits: 5000 },
    }),
  },
  'PUT /api/team/teams/$id/quota': {
    isolation: (w) => [
      refused({ caller: 'a.owner', params: { id: w.b.teamId }, body: { monthlyCredits: 1 } }),
    ],
    hostile: (w) => ({ caller: 'a.owner', params: { id: w.a.teamId }, body: { monthlyCredits: 5000 } }),
  },
}
