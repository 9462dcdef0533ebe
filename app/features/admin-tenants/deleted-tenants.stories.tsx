import type { Meta, StoryObj } from '@storybook/react-vite'
import { DeletedTenants } from './deleted-tenants'
import { fakeArchivesApi, sampleArchives } from './tenant-lifecycle.fixtures'

const meta = {
  title: 'Features/Admin/Tenants/Deleted',
  component: DeletedTenants,
  args: { api: fakeArchivesApi() },
} satisfies Meta<typeof DeletedTenants>

export default meta
type Story = StoryObj<typeof meta>

export const Some: Story = {}
export const None: Story = { args: { api: fakeArchivesApi({ ...sampleArchives, total: 0, archives: [] }) } }
