import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleLayout } from './category-settings.fixtures'
import { CategorySettingsEditor } from './category-settings-editor'

const meta = {
  title: 'Features/Category settings',
  component: CategorySettingsEditor,
  args: { layout: sampleLayout, onSave: fn(), onReset: fn() },
} satisfies Meta<typeof CategorySettingsEditor>

export default meta
type Story = StoryObj<typeof meta>

export const Editing: Story = {}
export const Saving: Story = { args: { saving: true } }
export const Saved: Story = { args: { status: { kind: 'success', text: 'カテゴリ設定を保存しました。' } } }
export const Refused: Story = {
  args: { status: { kind: 'error', text: 'カテゴリ設定を変更できるのはオーナーと管理者だけです。' } },
}
export const NoCategories: Story = { args: { layout: { categories: [], others: sampleLayout.others } } }
