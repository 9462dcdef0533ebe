import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeTenantMaskingApi } from './masking.fixtures'
import { TenantMaskingCard } from './tenant-masking-card'

const meta = {
  title: 'Features/Team/PIIMasking',
  component: TenantMaskingCard,
  args: { api: fakeTenantMaskingApi() },
} satisfies Meta<typeof TenantMaskingCard>

export default meta
type Story = StoryObj<typeof meta>

/** The application masks e-mail and phone numbers (locked on); the tenant adds My Numbers and a word. */
export const OnTopOfTheApplication: Story = {}
export const StoredMasked: Story = {
  args: { api: fakeTenantMaskingApi({ storeMasked: true, kinds: ['myNumber', 'card'] }, 'stored') },
}
export const NothingSet: Story = {
  args: {
    api: fakeTenantMaskingApi({ kinds: [], ngWords: [], application: { kinds: [], ngWords: [] } }, 'nothing'),
  },
}
