import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextField } from './text-field'

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'メールアドレス', type: 'email', placeholder: 'name@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithDescription: Story = { args: { description: '会社のメールアドレスを入力してください。' } }
export const Required: Story = { args: { required: true } }
export const WithError: Story = {
  args: { defaultValue: 'taro@', error: 'メールアドレスの形式で入力してください。', required: true },
}
export const Disabled: Story = { args: { disabled: true, defaultValue: 'taro@example.com' } }
export const Password: Story = { args: { label: 'パスワード', type: 'password', placeholder: undefined } }
