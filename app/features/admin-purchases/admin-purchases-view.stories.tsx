import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleAdminPurchases, sampleTenantSearch } from './admin-purchases.fixtures'
import { AdminPurchasesView } from './admin-purchases-view'

const meta = {
  title: 'Features/Admin/PurchasedTokens',
  component: AdminPurchasesView,
  args: {
    data: sampleAdminPurchases,
    filter: {},
    onFilterChange: () => {},
    onDecide: async () => undefined,
    onDecidePlan: async () => undefined,
    onRefund: async () => undefined,
    searchChoices: sampleTenantSearch,
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
      total: 1,
    },
  },
}
export const FilteredByTenant: Story = {
  args: {
    filter: { tenant: 't1' },
    data: {
      ...sampleAdminPurchases,
      tenantChoice: { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' },
      purchases: sampleAdminPurchases.purchases.filter((row) => row.tenantId === 't1'),
      total: 1,
    },
  },
}
export const Empty: Story = {
  args: { data: { ...sampleAdminPurchases, purchases: [], total: 0, planChanges: [] } },
}
/** The second of many pages: the server sends one page and the total. */
export const ManyPages: Story = {
  args: { filter: { page: 1 }, data: { ...sampleAdminPurchases, total: 4_812 } },
}
