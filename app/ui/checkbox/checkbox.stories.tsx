import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Checkbox } from './checkbox'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: '利用規約に同意する', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'すべて選択' } }
export const WithDescription: Story = { args: { description: 'メールでお知らせを受け取ります。' } }
export const WithError: Story = { args: { error: '同意が必要です。', required: true } }
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }
