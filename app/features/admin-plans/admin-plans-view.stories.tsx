import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  noopPlanActions,
  sampleAdminPlans,
  sampleApplicationSearch,
  samplePlansSearch,
} from './admin-plans.fixtures'
import { AdminPlansView } from './admin-plans-view'

const meta = {
  title: 'Features/Admin/Plans',
  component: AdminPlansView,
  args: {
    data: sampleAdminPlans,
    search: samplePlansSearch,
    onSearchChange: () => {},
    actions: noopPlanActions,
    onChanged: () => {},
    searchChoices: sampleApplicationSearch,
  },
} satisfies Meta<typeof AdminPlansView>

export default meta
type Story = StoryObj<typeof meta>

export const AllPlans: Story = {}
export const Empty: Story = { args: { data: { ...sampleAdminPlans, rows: [], total: 0 } } }
export const ManyPages: Story = {
  args: { search: { ...samplePlansSearch, page: 4 }, data: { ...sampleAdminPlans, total: 2_000 } },
}
