// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import type { AuditSearch } from '../admin-audit/admin-audit-search'
import { AuditLogSection, type AuditSearchUpdate } from '../admin-audit/audit-log-section'
import { InMemoryRouter } from '../admin-tenants/testing/in-memory-router'
import { sampleAuditPage, sampleOverview } from './admin-overview.fixtures'
import { AdminOverviewView } from './admin-overview-view'

afterEach(cleanup)

describe('/admin', () => {
  it('shows the platform numbers in the reader’s language', async () => {
    renderUi(
      <InMemoryRouter>
        <AdminOverviewView overview={sampleOverview} />
      </InMemoryRouter>,
      { locale: 'en' },
    )
    expect((await screen.findByTestId('overview-tenants-active')).textContent).toBe('1,284')
    expect(screen.getByText('Active (chatted in the last 30 days)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Review in Purchased tokens' }).getAttribute('href')).toBe(
      '/admin/purchasedTokens?status=pending',
    )
  })

  it('filters the audit log from page 1 and shows field errors in Japanese', async () => {
    const updates: AuditSearchUpdate[] = []
    renderUi(
      <InMemoryRouter>
        <AuditLogSection
          page={{
            ...sampleAuditPage,
            fieldErrors: { tenant: { ja: 'テナント "x" はありません', en: 'There is no tenant "x"' } },
          }}
          search={{ page: 3 }}
          onSearchChange={(update) => updates.push(update)}
        />
      </InMemoryRouter>,
    )
    const section = await screen.findByRole('region', { name: '監査ログ' })
    expect(within(section).getByText('テナント "x" はありません')).toBeTruthy()
    expect(within(section).getByText('admin@opsai.local')).toBeTruthy()
    fireEvent.change(within(section).getByLabelText(/^操作/), { target: { value: 'tenant.' } })
    fireEvent.click(within(section).getByRole('button', { name: '絞り込む' }))
    const applied = updates.reduce<AuditSearch>((current, update) => update(current), { page: 3 })
    expect(applied).toMatchObject({ action: 'tenant.', page: undefined })
  })
  it('shows the audit log as people and words, not ids and JSON', async () => {
    renderUi(
      <InMemoryRouter>
        <AuditLogSection page={sampleAuditPage} search={{}} onSearchChange={() => {}} />
      </InMemoryRouter>,
      { locale: 'en' },
    )
    const table = await screen.findByRole('table')
    expect(within(table).getByText('管理 太郎')).toBeTruthy()
    expect(within(table).getByText('Mapped a domain')).toBeTruthy()
    expect(within(table).getByText('CLI (operator operator)')).toBeTruthy()
    expect(within(table).getByText('Monthly credits')).toBeTruthy()
    expect(within(table).getByText('1,000,000')).toBeTruthy()
    expect(table.textContent).not.toMatch(/[{}]|domain\.map|admin:a1/)
  })
})
