import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  noFilterChoices,
  sampleChoiceSearch,
  sampleTenantOptions,
  sampleTenantPage,
} from './admin-tenants.fixtures'
import { AdminTenantsView } from './admin-tenants-view'

const ok = async () => ({ ok: true as const, data: {} })
const searchChoices = sampleChoiceSearch

const meta = {
  title: 'Features/Admin/Tenants',
  component: AdminTenantsView,
  args: {
    page: sampleTenantPage,
    options: sampleTenantOptions,
    filterChoices: noFilterChoices,
    search: { size: 10 },
    onSearchChange: () => {},
    actions: { create: ok, update: ok, setStatus: ok, mapDomain: ok, unmapDomain: ok, searchChoices },
  },
} satisfies Meta<typeof AdminTenantsView>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Filtered: Story = {
  args: {
    search: { status: 'suspended', q: 'サンプル', sort: 'balance', desc: true },
    page: {
      ...sampleTenantPage,
      rows: sampleTenantPage.rows.filter((row) => row.status === 'suspended'),
      total: 1,
    },
  },
}
/** Filtered by an application and a plan from the URL: the page sent only their labels. */
export const FilteredByApplicationAndPlan: Story = {
  args: {
    search: { app: 'hirameki_ai', plan: 'standard' },
    filterChoices: {
      app: { value: 'hirameki_ai', label: 'ヒラメキAI (hirameki_ai)' },
      plan: { value: 'standard', label: 'スタンダード (standard)' },
    },
  },
}
export const Empty: Story = {
  args: { search: { q: 'nothing' }, page: { ...sampleTenantPage, rows: [], total: 0 } },
}
