import type { Meta, StoryObj } from '@storybook/react-vite'
import { noopUserActions, sampleAdminUsers, sampleUsersSearch } from './admin-users.fixtures'
import { AdminUsersView } from './admin-users-view'

const meta = {
  title: 'Features/Admin/Users',
  component: AdminUsersView,
  args: {
    data: sampleAdminUsers,
    search: sampleUsersSearch,
    onSearchChange: () => {},
    actions: noopUserActions,
    onChanged: () => {},
  },
} satisfies Meta<typeof AdminUsersView>

export default meta
type Story = StoryObj<typeof meta>

export const AllUsers: Story = {}
export const BannedOnly: Story = {
  args: {
    search: { ...sampleUsersSearch, banned: 'yes' },
    data: { ...sampleAdminUsers, rows: sampleAdminUsers.rows.filter((row) => row.banned), total: 1 },
  },
}
/** The third of many pages: the server sends one page and the total. */
export const ManyPages: Story = {
  args: { search: { ...sampleUsersSearch, page: 2 }, data: { ...sampleAdminUsers, total: 12_480 } },
}
export const Empty: Story = { args: { data: { ...sampleAdminUsers, rows: [], total: 0 } } }
export const Loading: Story = { args: { loading: true } }
