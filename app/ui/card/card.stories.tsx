import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { Card } from './card'

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: '今月の利用',
    description: '2025年3月1日〜31日',
    children: <p style={{ margin: 0, fontSize: 32, fontWeight: 700 }}>1,234,567 トークン</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="small" variant="ghost">
        詳細
      </Button>
    ),
    footer: <Button size="small">トークンを購入</Button>,
  },
}
export const Untitled: Story = {
  args: { title: undefined, description: undefined, children: <p>本文のみのカード</p> },
}
