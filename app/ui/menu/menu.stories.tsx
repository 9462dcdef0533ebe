import { mdiAccount, mdiCog, mdiLogout } from '@mdi/js'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from '../button/button'
import { Menu } from './menu'

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">山田 太郎</Button>,
    items: [
      { type: 'label', key: 'account', label: 'アカウント' },
      { key: 'profile', label: 'プロフィール', icon: mdiAccount, onSelect: fn() },
      { key: 'settings', label: '設定', icon: mdiCog, onSelect: fn() },
      { key: 'archived', label: 'アーカイブ（準備中）', onSelect: fn(), disabled: true },
      { type: 'separator', key: 'separator' },
      { key: 'logout', label: 'ログアウト', icon: mdiLogout, onSelect: fn(), danger: true },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

export const UserMenu: Story = {}
export const AlignStart: Story = { args: { align: 'start' } }
