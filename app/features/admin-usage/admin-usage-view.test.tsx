// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleTotalUsage } from './admin-usage.fixtures'
import { AdminUsageView } from './admin-usage-view'

afterEach(cleanup)

const handlers = () => ({
  onPreset: vi.fn(),
  onCustom: vi.fn(),
  onApplication: vi.fn(),
  onTenantPage: vi.fn(),
})

describe('AdminUsageView', () => {
  it('shows the totals, every breakdown and the CSV link', () => {
    renderUi(
      <AdminUsageView
        result={{ status: 'ok', usage: sampleTotalUsage }}
        csvHref="/api/admin/usage/csv?from=2026-11-01&to=2026-11-05&lang=ja"
        {...handlers()}
      />,
    )
    expect(screen.getByTestId('total-usage-charged').getAttribute('data-value')).toBe('180000')
    expect(screen.getByTestId('total-usage-tenants').textContent).toBe('2')
    for (const name of [
      '日ごとの利用トークン',
      'アプリケーションごとの利用',
      'モデルごとの利用',
      'テナントごとの利用',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy()
    }
    const tenants = screen.getByRole('region', { name: 'テナントごとの利用' })
    expect(within(tenants).getByText('hirameki')).toBeTruthy()
    expect(within(tenants).getAllByText('148,000')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'CSV をダウンロード' }).getAttribute('href')).toContain(
      '/api/admin/usage/csv?from=2026-11-01',
    )
  })

  it('asks the server for another order and page of tenants', () => {
    const props = handlers()
    renderUi(
      <AdminUsageView
        result={{
          status: 'ok',
          usage: { ...sampleTotalUsage, byTenant: { ...sampleTotalUsage.byTenant, total: 3_000 } },
        }}
        csvHref={null}
        {...props}
      />,
    )
    const tenants = screen.getByRole('region', { name: 'テナントごとの利用' })
    fireEvent.click(within(tenants).getByRole('button', { name: '次のページ' }))
    expect(props.onTenantPage).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 })
    fireEvent.click(within(tenants).getByRole('button', { name: /^テナント/ }))
    expect(props.onTenantPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, sort: 'tenant' }))
  })

  it('shows the range’s field errors instead of figures', () => {
    renderUi(
      <AdminUsageView
        result={{
          status: 'invalid',
          from: '2026-11-30',
          to: '2026-11-01',
          fieldErrors: { to: 'usage.errors.toBeforeFrom' },
        }}
        csvHref={null}
        {...handlers()}
      />,
    )
    expect(screen.getByText('終了日は開始日以降にしてください。')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('期間が正しくない')
    expect(screen.queryByTestId('total-usage-charged')).toBeNull()
  })
})
