import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Select } from './select'

const plans = [
  { value: 'free', label: 'フリー' },
  { value: 'standard', label: 'スタンダード' },
  { value: 'business', label: 'ビジネス' },
  { value: 'enterprise', label: 'エンタープライズ（要相談）', disabled: true },
]

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'プラン', options: plans, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {}
export const Chosen: Story = { args: { defaultValue: 'standard' } }
export const WithError: Story = { args: { error: '選択してください。', required: true } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'free' } }
export const WithDescription: Story = { args: { description: '後からいつでも変更できます。' } }
