/** Sample data for /admin's stories and tests. */
import type { AuditPage } from '../../server/admin/audit/audit-list.server'
import type { AdminOverview } from '../../server/admin/overview/overview.server'

export const sampleOverview: AdminOverview = {
  tenants: { active: 1284, suspended: 17, newThisMonth: 42 },
  users: { total: 15_320, active: 6_210, activeDays: 30 },
  tokens: { today: 1_234_567, thisMonth: 98_765_432 },
  pendingInvoices: 3,
  monthStart: '2026-06-30T15:00:00.000Z',
}

export const sampleAuditPage: AuditPage = {
  rows: [
    {
      id: 3,
      at: '2026-07-10T01:00:00.000Z',
      actor: 'admin:a1',
      actorEmail: 'admin@opsai.local',
      action: 'domain.map',
      tenantSlug: 'hirameki',
      tenantName: 'ヒラメキ株式会社',
      target: 'hirameki.example.com',
      details: '{"isPrimary":true,"themeKey":null}',
    },
    {
      id: 2,
      at: '2026-07-09T01:00:00.000Z',
      actor: 'cli:operator',
      actorEmail: null,
      action: 'plan.upsert',
      tenantSlug: null,
      tenantName: null,
      target: 'standard',
      details: '{"name":"スタンダード","monthlyTokens":1000000}',
    },
  ],
  names: { a1: { name: '管理 太郎', email: 'admin@opsai.local' } },
  total: 2,
  query: { oldestFirst: false, page: 0, size: 20 },
  fieldErrors: {},
}
