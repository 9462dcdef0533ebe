import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleAdminPurchases } from './admin-purchases.fixtures'
import { AdminPurchasesView } from './admin-purchases-view'

const meta = {
  title: 'Features/Admin/PurchasedTokens',
  component: AdminPurchasesView,
  args: {
    data: sampleAdminPurchases,
    filter: {},
    onFilterChange: () => {},
    onDecide: async () => undefined,
  },
} satisfies Meta<typeof AdminPurchasesView>

export default meta
type Story = StoryObj<typeof meta>

export const AllPurchases: Story = {}
export const PendingOnly: Story = {
  args: {
    filter: { status: 'pending' },
    data: {
      ...sampleAdminPurchases,
      purchases: sampleAdminPurchases.purchases.filter((row) => row.status === 'pending'),
    },
  },
}
export const Empty: Story = { args: { data: { ...sampleAdminPurchases, purchases: [] } } }
