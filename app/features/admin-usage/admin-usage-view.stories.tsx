import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleUsage } from '../usage/usage.fixtures'
import { sampleTotalUsage } from './admin-usage.fixtures'
import { AdminUsageView } from './admin-usage-view'

const meta = {
  title: 'Features/Admin/TotalUsage',
  component: AdminUsageView,
  args: {
    result: { status: 'ok', usage: sampleTotalUsage },
    csvHref: '/api/admin/usage/csv?from=2026-11-01&to=2026-11-05&lang=ja',
    onPreset: () => {},
    onCustom: () => {},
    onApplication: () => {},
    onTenantPage: () => {},
  },
} satisfies Meta<typeof AdminUsageView>

export default meta
type Story = StoryObj<typeof meta>

export const Usage: Story = {}
export const OneApplication: Story = {
  args: { result: { status: 'ok', usage: { ...sampleTotalUsage, application: 'hirameki_ai' } } },
}
/** Thousands of tenants: the table shows one server page of them. */
export const ManyTenants: Story = {
  args: {
    result: {
      status: 'ok',
      usage: { ...sampleTotalUsage, byTenant: { ...sampleTotalUsage.byTenant, total: 3_204 } },
    },
  },
}
export const NoUsage: Story = {
  args: {
    result: {
      status: 'ok',
      usage: {
        ...sampleTotalUsage,
        totals: { ...sampleUsage(0, 0, 0), ledgerCharged: 0, tenants: 0 },
        byDay: sampleTotalUsage.byDay.map((day) => ({ ...day, ...sampleUsage(0, 0, 0) })),
        byApplication: [],
        byModel: [],
        byTenant: { rows: [], total: 0 },
      },
    },
  },
}
export const InvalidRange: Story = {
  args: {
    csvHref: null,
    result: {
      status: 'invalid',
      from: '2026-11-30',
      to: '2026-11-01',
      fieldErrors: { to: 'usage.errors.toBeforeFrom' },
    },
  },
}
