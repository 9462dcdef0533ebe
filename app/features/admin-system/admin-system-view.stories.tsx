import type { Meta, StoryObj } from '@storybook/react-vite'
import { configuredSystemSettings, defaultSystemSettings } from './admin-system.fixtures'
import { AdminSystemView, type SaveResult } from './admin-system-view'
import { MaintenanceNoticeBanner } from './maintenance-notice-banner'

const meta = {
  title: 'Admin/SystemSettings',
  component: AdminSystemView,
  args: { data: defaultSystemSettings, onSave: async (): Promise<SaveResult> => undefined },
} satisfies Meta<typeof AdminSystemView>

export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {}
export const Configured: Story = { args: { data: configuredSystemSettings } }
export const FieldErrors: Story = {
  args: {
    onSave: async () => ({
      fieldErrors: {
        maintenanceEn: 'adminSystem.errors.noticeBoth',
        model: 'adminSystem.errors.modelRequired',
        baseURL: 'adminSystem.errors.baseUrlRequired',
      },
      // The page passes the reader's half of the API's `messages`; stories read Japanese.
      message: '入力内容を確認してください。',
    }),
  },
}
export const Notice: StoryObj<typeof MaintenanceNoticeBanner> = {
  render: () => (
    <MaintenanceNoticeBanner
      notice={{
        ja: '4月1日 2:00〜4:00 はメンテナンスのためご利用いただけません。',
        en: 'The service is unavailable for maintenance on 1 April, 2:00–4:00.',
      }}
    />
  ),
}
