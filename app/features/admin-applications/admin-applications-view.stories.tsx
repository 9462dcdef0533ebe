import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  noopApplicationActions,
  sampleAdminApplications,
  sampleApplicationsSearch,
} from './admin-applications.fixtures'
import { AdminApplicationsView } from './admin-applications-view'

const meta = {
  title: 'Features/Admin/Applications',
  component: AdminApplicationsView,
  args: {
    data: sampleAdminApplications,
    search: sampleApplicationsSearch,
    onSearchChange: () => {},
    actions: noopApplicationActions,
    onChanged: () => {},
  },
} satisfies Meta<typeof AdminApplicationsView>

export default meta
type Story = StoryObj<typeof meta>

export const AllApplications: Story = {}
export const Empty: Story = {
  args: {
    data: { ...sampleAdminApplications, page: { ...sampleAdminApplications.page, rows: [], total: 0 } },
  },
}
