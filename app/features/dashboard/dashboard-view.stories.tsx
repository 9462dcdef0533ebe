import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { DashboardData } from '../../server/dashboards/dashboard.server'
import { emptyCustomDashboard, memberDashboard, sampleDashboard } from './dashboard.fixtures'
import type { DashboardRangeDays } from './dashboard-range.shared'
import { DashboardView } from './dashboard-view'

/** The range buttons work in the story: the data stays the sample, the selection moves. */
function Interactive({ dashboard }: { dashboard: DashboardData }) {
  const [days, setDays] = useState<DashboardRangeDays>(dashboard.range.days)
  return (
    <DashboardView dashboard={{ ...dashboard, range: { ...dashboard.range, days } }} onDaysChange={setDays} />
  )
}

const meta = {
  title: 'Features/Dashboard',
  component: Interactive,
  args: { dashboard: sampleDashboard },
} satisfies Meta<typeof Interactive>

export default meta
type Story = StoryObj<typeof meta>

export const FaqChatOwner: Story = {}
export const Member: Story = { args: { dashboard: memberDashboard } }
export const EmptyCustomChat: Story = { args: { dashboard: emptyCustomDashboard } }
