// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleAdminPurchases, sampleTenantSearch } from './admin-purchases.fixtures'
import { AdminPurchasesView } from './admin-purchases-view'

afterEach(cleanup)

const render = (
  onDecide = vi.fn().mockResolvedValue(undefined),
  onRefund = vi.fn().mockResolvedValue(undefined),
  onFilterChange = vi.fn(),
  onDecidePlan = vi.fn().mockResolvedValue(undefined),
) =>
  renderUi(
    <AdminPurchasesView
      data={sampleAdminPurchases}
      filter={{}}
      onFilterChange={onFilterChange}
      onDecide={onDecide}
      onDecidePlan={onDecidePlan}
      onRefund={onRefund}
      searchChoices={sampleTenantSearch}
    />,
  )

describe('AdminPurchasesView', () => {
  it('lists purchases across tenants; only pending invoice requests can be decided', () => {
    render()
    const table = screen.getByRole('table', { name: 'トークン購入の一覧' })
    expect(within(table).getByText('ヒラメキ株式会社 経理部')).toBeTruthy()
    expect(within(table).getByText('支払済み')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^確認して付与:/ })).toHaveLength(1)
  })

  it('names packs in English in the English console, tokens under the pack', () => {
    renderUi(
      <AdminPurchasesView
        data={sampleAdminPurchases}
        filter={{}}
        onFilterChange={vi.fn()}
        onDecide={vi.fn()}
        onDecidePlan={vi.fn()}
        onRefund={vi.fn()}
        searchChoices={sampleTenantSearch}
      />,
      { locale: 'en' },
    )
    const table = screen.getByRole('table', { name: 'Token purchases' })
    expect(within(table).queryByText('100万クレジット')).toBeNull()
    expect(within(table).getByText('1M credits')).toBeTruthy()
    expect(within(table).getByText('1,000,000 tokens')).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Confirm and credit: ヒラメキ株式会社 1M credits' }),
    ).toBeTruthy()
  })

  it('confirms with an optional note', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined)
    render(onDecide)
    fireEvent.click(screen.getByRole('button', { name: '確認して付与: ヒラメキ株式会社 100万クレジット' }))
    const dialog = await screen.findByRole('dialog')
    // The confirmation does not talk about rejecting (issue 14): its note is optional.
    expect(dialog.textContent).not.toMatch(/却下|理由/)
    expect(within(dialog).getByLabelText(/メモ（任意）/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '確認して付与' }))
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith(sampleAdminPurchases.purchases[0], 'confirm', ''),
    )
  })

  it('a rejection without a note is refused before sending', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined)
    render(onDecide)
    fireEvent.click(screen.getByRole('button', { name: '却下: ヒラメキ株式会社 100万クレジット' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '却下' }))
    expect(await within(dialog).findByText('入力してください。')).toBeTruthy()
    expect(onDecide).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText(/却下の理由/), { target: { value: '請求先不明' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '却下' }))
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith(sampleAdminPurchases.purchases[0], 'reject', '請求先不明'),
    )
  })

  it('offers a refund only for credited purchases not yet refunded, and shows what a refund took back', () => {
    render()
    expect(
      screen
        .getAllByRole('button', { name: /^返金を記録:/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['返金を記録: フォルトゥナ合同会社 10万クレジット'])
    const refunded = screen.getByRole('row', { name: /返金済み/ })
    expect(within(refunded).getByText(/差し引き 40,000 トークン/)).toBeTruthy()
    expect(within(refunded).getByText(/解約のため/)).toBeTruthy()
  })

  it('a refund needs a reason, and shows the server’s refusal', async () => {
    const onRefund = vi.fn().mockResolvedValue({ message: 'すでに返金済みです' })
    render(undefined, onRefund)
    fireEvent.click(screen.getByRole('button', { name: '返金を記録: フォルトゥナ合同会社 10万クレジット' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '返金を記録' }))
    expect(await within(dialog).findByText('入力してください。')).toBeTruthy()
    expect(onRefund).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText(/返金の理由/), { target: { value: ' 二重請求 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '返金を記録' }))
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith(sampleAdminPurchases.purchases[1], '二重請求'))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'すでに返金済みです')
  })

  it('filters by a tenant found by the server search, from the first page', async () => {
    const user = userEvent.setup()
    const searchChoices = vi.fn(sampleTenantSearch)
    const onFilterChange = vi.fn()
    renderUi(
      <AdminPurchasesView
        data={{
          ...sampleAdminPurchases,
          tenantChoice: { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' },
        }}
        filter={{ status: 'paid', tenant: 't1', page: 2 }}
        onFilterChange={onFilterChange}
        onDecide={vi.fn()}
        onDecidePlan={vi.fn()}
        onRefund={vi.fn()}
        searchChoices={searchChoices}
      />,
    )
    const picker = screen.getByRole('combobox', { name: 'テナント' }) as HTMLInputElement
    expect(picker.value).toBe('ヒラメキ株式会社 (hirameki)')
    await user.click(picker)
    await user.keyboard('fortuna')
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'フォルトゥナ合同会社 (fortuna)',
      ]),
    )
    expect(searchChoices).toHaveBeenLastCalledWith('tenant', 'fortuna', expect.any(AbortSignal))
    await user.keyboard('{Enter}')
    expect(onFilterChange).toHaveBeenCalledWith({ status: 'paid', tenant: 't2', page: undefined })
  })

  it('asks the server for the next page', () => {
    const onFilterChange = vi.fn()
    renderUi(
      <AdminPurchasesView
        data={{ ...sampleAdminPurchases, total: 80, planChanges: [] }}
        filter={{ status: 'paid' }}
        onFilterChange={onFilterChange}
        onDecide={vi.fn()}
        onDecidePlan={vi.fn()}
        onRefund={vi.fn()}
        searchChoices={sampleTenantSearch}
      />,
    )
    expect(screen.getByText('全80件中 1–25件')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '次のページ' }))
    expect(onFilterChange).toHaveBeenCalledWith({ status: 'paid', page: 1, pageSize: undefined })
  })

  it('lists plan changes beside the purchases, marked as such, from → to at the monthly price', () => {
    render()
    const table = screen.getByRole('table', { name: 'プラン変更の申請の一覧' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]?.textContent).toContain('プラン変更')
    expect(rows[0]?.textContent).toContain('フリー → ビジネス')
    expect(rows[0]?.textContent).toContain('39,800')
    expect(rows[0]?.textContent).toContain('アップグレード · 請求書')
    expect(rows[0]?.textContent).toContain('承認待ち')
    expect(within(table).getByText('お支払い待ち')).toBeTruthy()
    expect(within(table).getByText('2026-12-01 に切り替え')).toBeTruthy()
    // Only the invoice request waiting for a decision can be approved or rejected.
    const rowButtons = rows.flatMap((row) => within(row).queryAllByRole('button'))
    expect(rowButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '承認: フォルトゥナ合同会社 フリー → ビジネス',
      '却下: フォルトゥナ合同会社 フリー → ビジネス',
    ])
  })

  it('approves a plan change after saying what it does; a rejection needs a reason', async () => {
    const onDecidePlan = vi.fn().mockResolvedValue(undefined)
    render(undefined, undefined, undefined, onDecidePlan)
    fireEvent.click(screen.getByRole('button', { name: '承認: フォルトゥナ合同会社 フリー → ビジネス' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText(/「フリー」から「ビジネス」（[￥¥]39,800（税込） \/ 月）に変更しますか/),
    ).toBeTruthy()
    expect(within(dialog).getByText(/今月分のクレジットが新しいプランの月間分まで追加されます/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '承認してプランを変更' }))
    await waitFor(() =>
      expect(onDecidePlan).toHaveBeenCalledWith(sampleAdminPurchases.planChanges[0], 'confirm', ''),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: '却下: フォルトゥナ合同会社 フリー → ビジネス' }))
    const reject = await screen.findByRole('dialog')
    fireEvent.click(within(reject).getByRole('button', { name: '却下' }))
    expect(await within(reject).findByText('入力してください。')).toBeTruthy()
    expect(onDecidePlan).toHaveBeenCalledTimes(1)
  })
})
