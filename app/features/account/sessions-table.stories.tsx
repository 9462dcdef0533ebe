import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleSessions } from './account.fixtures'
import { SessionsTable } from './sessions-table'

const meta = {
  title: 'Features/Account/SessionsTable',
  component: SessionsTable,
  args: { sessions: sampleSessions, onSignOut: fn(), onSignOutOthers: fn() },
} satisfies Meta<typeof SessionsTable>

export default meta
type Story = StoryObj<typeof meta>

export const Several: Story = {}
export const OnlyThisDevice: Story = { args: { sessions: sampleSessions.slice(0, 1) } }
export const Busy: Story = { args: { busy: true } }
