// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { memberUsage, ownerUsage } from './usage.fixtures'
import { UsageView } from './usage-view'

afterEach(cleanup)

it("shows the owner the tenant's figures, breakdowns and the CSV link", () => {
  renderUi(
    <UsageView
      result={{ status: 'ok', usage: ownerUsage }}
      csvHref="/api/usage/csv?x"
      onPreset={vi.fn()}
      onCustom={vi.fn()}
    />,
  )
  expect(screen.getByTestId('usage-charged').getAttribute('data-value')).toBe('407500')
  expect(screen.getByTestId('usage-charged').textContent).toBe('407,500')
  expect(screen.getByTestId('usage-credits-purchased').getAttribute('data-value')).toBe('200000')
  expect(screen.getByTestId('usage-plan-allowance').getAttribute('data-value')).toBe('1000000')
  expect(screen.getByText('メール作成, "丁寧"')).toBeTruthy()
  expect(screen.getByText('（退会したユーザー）')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'CSV をダウンロード' }).getAttribute('href')).toBe(
    '/api/usage/csv?x',
  )
  expect(screen.getByRole('button', { name: '今月' }).getAttribute('aria-pressed')).toBe('true')
})

it('shows a member their own figures and no plan or credits', () => {
  renderUi(
    <UsageView
      result={{ status: 'ok', usage: memberUsage }}
      csvHref={null}
      onPreset={vi.fn()}
      onCustom={vi.fn()}
    />,
  )
  expect(screen.getByText(/あなた自身の利用状況です/)).toBeTruthy()
  expect(screen.queryByTestId('usage-plan-allowance')).toBeNull()
  expect(screen.queryByTestId('usage-credits-purchased')).toBeNull()
  expect(screen.getByTestId('usage-available').getAttribute('data-value')).toBe('838404')
})

it('sends presets and custom ranges, and shows the field errors the server found', () => {
  const onPreset = vi.fn()
  const onCustom = vi.fn()
  renderUi(
    <UsageView
      result={{
        status: 'invalid',
        from: '2026-03-10',
        to: '2026-03-01',
        fieldErrors: { to: 'usage.errors.toBeforeFrom' },
        usage: memberUsage,
      }}
      csvHref={null}
      onPreset={onPreset}
      onCustom={onCustom}
    />,
  )
  expect(screen.getByText('終了日は開始日以降にしてください。')).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toContain('期間が正しくない')
  fireEvent.click(screen.getByRole('button', { name: '先月' }))
  expect(onPreset).toHaveBeenCalledWith('last-month')
  fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-03-20' } })
  fireEvent.click(screen.getByRole('button', { name: '表示' }))
  expect(onCustom).toHaveBeenCalledWith({ from: '2026-03-10', to: '2026-03-20' })
})
