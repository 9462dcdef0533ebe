// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
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
  expect(screen.getByTestId('usage-charged').getAttribute('data-value')).toBe('122350')
  expect(screen.getByTestId('usage-charged').textContent).toBe('122,350')
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

it('shows model tokens and credits side by side, each named, in the totals and every breakdown', () => {
  renderUi(
    <UsageView
      result={{ status: 'ok', usage: ownerUsage }}
      csvHref={null}
      onPreset={vi.fn()}
      onCustom={vi.fn()}
    />,
    { locale: 'en' },
  )
  const totals = screen.getByRole('region', { name: 'Usage in the period' })
  const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent
  expect(figure('Credits charged (ledger)')).toBe('122,350')
  expect(figure('Model input tokens')).toBe('302,660')
  expect(figure('Model output tokens')).toBe('106,340')
  expect(figure('Model tokens in total')).toBe('409,000')
  expect(totals.textContent).toContain("at the models' prices")
  // The balance is in credits, not tokens.
  expect(screen.getByRole('region', { name: 'Credit balance' })).toBeTruthy()
  for (const name of ['Usage by day', 'Usage by user', 'Usage by chat', 'Usage by model']) {
    const table = screen.getByRole('table', { name })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(expect.arrayContaining(['Tokens', 'Credits', 'Replies']))
  }
  const models = screen.getByRole('table', { name: 'Usage by model' })
  const mini = within(models).getByRole('row', { name: /gpt-4o-mini/ })
  expect(mini.textContent).toContain('300,000')
  expect(mini.textContent).toContain('in 222,000 · out 78,000')
  expect(mini.textContent).toContain('122,350')
  // The offline provider's tokens cost nothing.
  const offline = within(models).getByRole('row', { name: /^offline/ })
  expect(
    within(offline)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)[2],
  ).toBe('0')
})
