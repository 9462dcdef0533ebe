import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { emptyUsage, memberUsage, ownerUsage } from './usage.fixtures'
import { UsageView } from './usage-view'

const meta = {
  title: 'Features/Usage',
  component: UsageView,
  args: {
    result: { status: 'ok', usage: ownerUsage },
    csvHref: '/api/usage/csv?from=2026-03-01&to=2026-03-31&lang=ja',
    onPreset: fn(),
    onCustom: fn(),
  },
} satisfies Meta<typeof UsageView>

export default meta
type Story = StoryObj<typeof meta>

export const Owner: Story = {}
export const Member: Story = { args: { result: { status: 'ok', usage: memberUsage } } }
export const EmptyRangeLowBalance: Story = { args: { result: { status: 'ok', usage: emptyUsage } } }
export const InvalidRange: Story = {
  args: {
    csvHref: null,
    result: {
      status: 'invalid',
      from: '2026-03-10',
      to: '2026-03-01',
      fieldErrors: { to: 'usage.errors.toBeforeFrom' },
      usage: ownerUsage,
    },
  },
}
