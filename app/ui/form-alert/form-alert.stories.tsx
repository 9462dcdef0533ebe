import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormAlert } from './form-alert'

const meta = {
  title: 'UI/FormAlert',
  component: FormAlert,
  args: { children: '開始日は終了日以前の日付を入力してください。', tone: 'error' },
} satisfies Meta<typeof FormAlert>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorMessage: Story = {}
export const Success: Story = { args: { children: '保存しました。', tone: 'success' } }
export const Info: Story = { args: { children: '請求書は営業日の 3 日以内に送付します。', tone: 'info' } }
