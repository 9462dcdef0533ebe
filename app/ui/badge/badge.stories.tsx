import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './badge'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'オーナー', tone: 'neutral' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const Info: Story = { args: { children: '処理中', tone: 'info' } }
export const Success: Story = { args: { children: '支払い済み', tone: 'success' } }
export const Warning: Story = { args: { children: '承認待ち', tone: 'warning' } }
export const ErrorTone: Story = { args: { children: '失敗', tone: 'error' } }
export const InANarrowColumn: Story = {
  render: (args) => (
    <div style={{ width: 24 }}>
      <Badge {...args}>システム管理者</Badge>
    </div>
  ),
}
