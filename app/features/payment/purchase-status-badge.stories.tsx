import type { Meta, StoryObj } from '@storybook/react-vite'
import { PURCHASE_STATUS_VALUES } from './payment-schemas.shared'
import { PurchaseStatusBadge } from './purchase-status-badge'

const meta = {
  title: 'Features/Payment/PurchaseStatusBadge',
  component: PurchaseStatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof PurchaseStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {PURCHASE_STATUS_VALUES.map((status) => (
        <PurchaseStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
}
