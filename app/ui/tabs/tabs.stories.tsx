import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Tabs } from './tabs'

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'ダッシュボード',
    onValueChange: fn(),
    tabs: [
      { value: 'usage', label: '利用状況', content: <p>今月のトークン消費の推移を表示します。</p> },
      { value: 'members', label: 'メンバー', content: <p>チームのメンバー一覧です。</p> },
      { value: 'billing', label: '請求', content: <p>請求履歴</p>, disabled: true },
      { value: 'settings', label: '設定', content: <p>テナントの設定です。</p> },
    ],
  },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const FirstTab: Story = {}
export const SecondSelected: Story = { args: { defaultValue: 'members' } }
