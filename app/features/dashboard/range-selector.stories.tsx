import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { DashboardRangeDays } from './dashboard-range.shared'
import { RangeSelector } from './range-selector'

function Interactive({ initial }: { initial: DashboardRangeDays }) {
  const [days, setDays] = useState(initial)
  return <RangeSelector days={days} onChange={setDays} />
}

const meta = {
  title: 'Features/Dashboard/RangeSelector',
  component: Interactive,
  args: { initial: 30 },
} satisfies Meta<typeof Interactive>

export default meta
type Story = StoryObj<typeof meta>

export const ThirtyDays: Story = {}
export const SevenDays: Story = { args: { initial: 7 } }
