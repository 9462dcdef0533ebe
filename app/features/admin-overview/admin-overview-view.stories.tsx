import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuditLogSection } from '../admin-audit/audit-log-section'
import { InMemoryRouter } from '../admin-tenants/testing/in-memory-router'
import { sampleAuditPage, sampleOverview } from './admin-overview.fixtures'
import { AdminOverviewView } from './admin-overview-view'

const meta = {
  title: 'Features/Admin/Overview',
  component: AdminOverviewView,
  decorators: [(Story) => <InMemoryRouter>{<Story />}</InMemoryRouter>],
  args: { overview: sampleOverview },
} satisfies Meta<typeof AdminOverviewView>

export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {}
export const QuietPlatform: Story = {
  args: {
    overview: {
      ...sampleOverview,
      tenants: { active: 1, suspended: 0, newThisMonth: 0 },
      users: { total: 1, active: 0, activeDays: 30 },
      tokens: { today: 0, thisMonth: 0 },
      pendingInvoices: 0,
    },
  },
}
export const WithAuditLog: Story = {
  render: (args) => (
    <>
      <AdminOverviewView {...args} />
      <AuditLogSection page={sampleAuditPage} search={{}} onSearchChange={() => {}} />
    </>
  ),
}
export const AuditFilterErrors: Story = {
  render: () => (
    <AuditLogSection
      page={{
        ...sampleAuditPage,
        rows: [],
        total: 0,
        fieldErrors: {
          from: { ja: '日付を YYYY-MM-DD で入力してください', en: 'Enter a date as YYYY-MM-DD' },
          tenant: { ja: 'テナント "nobody" はありません', en: 'There is no tenant "nobody"' },
        },
      }}
      search={{ from: '2026-02-30', tenant: 'nobody' }}
      onSearchChange={() => {}}
    />
  ),
}
