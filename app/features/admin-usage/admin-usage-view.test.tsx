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
    expect(screen.getByTestId('total-usage-charged').getAttribute('data-value')).toBe('54000')
    expect(screen.getByTestId('total-usage-tokens').getAttribute('data-value')).toBe('182400')
    expect(screen.getByTestId('total-usage-token-split').textContent).toBe('入力 134,976・出力 47,424')
    expect(screen.getByTestId('total-usage-tenants').textContent).toBe('2')
    for (const name of [
      '日ごとのトークンとクレジット',
      'アプリケーションごとの利用',
      'モデルごとの利用',
      'テナントごとの利用',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy()
    }
    const tenants = screen.getByRole('region', { name: 'テナントごとの利用' })
    expect(within(tenants).getByText('hirameki')).toBeTruthy()
    // Credits from the usage records and from the ledger, beside the model's tokens.
    expect(within(tenants).getAllByText('54,000')).toHaveLength(2)
    const headers = within(tenants)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(expect.arrayContaining(['トークン', 'クレジット', '台帳の消費クレジット']))
    expect(within(tenants).getByRole('row', { name: /hirameki/ }).textContent).toContain(
      '入力 111,000・出力 39,000',
    )
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
