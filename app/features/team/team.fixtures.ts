/** Sample /team data for stories and view tests. */

import type { TeamPageData } from './team.functions'
import type { TeamActions } from './team-actions'

const OWNER = 'u-owner'

export const sampleTeamPage: TeamPageData = {
  me: { userId: OWNER, role: 'owner' },
  canManage: true,
  assignableRoles: ['owner', 'admin', 'member'],
  members: [
    {
      userId: 'u-admin',
      email: 'admin@acme.example',
      name: '管理 花子',
      role: 'admin',
      joinedAt: '2026-01-05T00:00:00Z',
      teamIds: ['t-sales'],
      quota: { monthlyCredits: 20_000, committed: 12_480 },
    },
    {
      userId: 'u-member',
      email: 'member@acme.example',
      name: '利用 太郎',
      role: 'member',
      joinedAt: '2026-01-06T00:00:00Z',
      teamIds: [],
      quota: { monthlyCredits: 5000, committed: 5000 },
    },
    {
      userId: OWNER,
      email: 'owner@acme.example',
      name: 'オーナー 一郎',
      role: 'owner',
      joinedAt: '2026-01-01T00:00:00Z',
      teamIds: ['t-sales', 't-support'],
      quota: { monthlyCredits: null, committed: 31_200 },
    },
  ],
  teams: [
    { id: 't-sales', name: '営業部', memberCount: 2, quota: { monthlyCredits: 100_000, committed: 43_680 } },
    { id: 't-support', name: 'サポート', memberCount: 1, quota: { monthlyCredits: null, committed: 31_200 } },
  ],
  invitations: [
    {
      id: 'i-1',
      email: 'new@acme.example',
      role: 'member',
      state: 'pending',
      sentAt: '2026-03-01T00:00:00Z',
      expiresAt: '2026-03-08T00:00:00Z',
    },
    {
      id: 'i-2',
      email: 'late@acme.example',
      role: 'admin',
      state: 'expired',
      sentAt: '2026-02-01T00:00:00Z',
      expiresAt: '2026-02-08T00:00:00Z',
    },
  ],
  plan: { name: 'スタンダード', maxUsers: 10, members: 3, pending: 1 },
  quotaResetsOn: '2026-04-01',
}

export const memberTeamPage: TeamPageData = {
  ...sampleTeamPage,
  me: { userId: 'u-member', role: 'member' },
  canManage: false,
  assignableRoles: [],
  invitations: [],
  // Members see no one's spending: the server sends no quotas to them.
  members: sampleTeamPage.members.map((member) => ({ ...member, quota: null })),
  teams: sampleTeamPage.teams.map((team) => ({ ...team, quota: null })),
}

export const fullTeamPage: TeamPageData = {
  ...sampleTeamPage,
  plan: { name: 'スモール', maxUsers: 4, members: 3, pending: 1 },
}

const ok = async () => ({ ok: true as const, data: {} })

/** Actions that succeed without a server (stories). */
export const noopTeamActions: TeamActions = {
  invite: ok,
  resendInvitation: ok,
  revokeInvitation: ok,
  changeRole: ok,
  removeMember: ok,
  setMemberTeams: ok,
  createTeam: ok,
  renameTeam: ok,
  deleteTeam: ok,
  setMemberQuota: ok,
  setTeamQuota: ok,
}
