import type { Meta, StoryObj } from '@storybook/react-vite'
import { fullTeamPage, memberTeamPage, noopTeamActions, sampleTeamPage } from './team.fixtures'
import { TeamView } from './team-view'
import { fakeExportsApi, fakeRetentionApi, sampleExports } from './tenant-data.fixtures'

const meta = {
  title: 'Features/Team',
  component: TeamView,
  args: {
    page: sampleTeamPage,
    actions: noopTeamActions,
    dataApis: { exports: fakeExportsApi([sampleExports.ready]), retention: fakeRetentionApi(30) },
  },
} satisfies Meta<typeof TeamView>

export default meta
type Story = StoryObj<typeof meta>

export const Owner: Story = {}
export const Admin: Story = {
  args: {
    page: {
      ...sampleTeamPage,
      me: { userId: 'u-admin', role: 'admin' },
      assignableRoles: ['admin', 'member'],
    },
  },
}
export const MemberReadOnly: Story = { args: { page: memberTeamPage } }
export const UserLimitReached: Story = { args: { page: fullTeamPage } }
export const NoTeams: Story = {
  args: {
    page: {
      ...sampleTeamPage,
      teams: [],
      invitations: [],
      members: sampleTeamPage.members.map((m) => ({ ...m, teamIds: [] })),
    },
  },
}
