import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  fakeBrandApi,
  noopApplicationActions,
  sampleAdminApplications,
  sampleApplicationsSearch,
} from './admin-applications.fixtures'
import { AdminApplicationsView } from './admin-applications-view'
import { ApplicationBrandDialog } from './application-brand-dialog'

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

/** The identity dialog of /admin/applications, with a brand as the API would answer it. */
export const BrandDialog: StoryObj<typeof ApplicationBrandDialog> = {
  render: () => (
    <ApplicationBrandDialog
      applicationKey="hirameki_ai"
      applicationName="ヒラメキAI"
      api={fakeBrandApi}
      onClose={() => {}}
      onChanged={() => {}}
    />
  ),
}
