// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleAdminPurchases } from './admin-purchases.fixtures'
import { AdminPurchasesView } from './admin-purchases-view'

afterEach(cleanup)

const render = (onDecide = vi.fn().mockResolvedValue(undefined)) =>
  renderUi(
    <AdminPurchasesView
      data={sampleAdminPurchases}
      filter={{}}
      onFilterChange={() => {}}
      onDecide={onDecide}
    />,
  )

describe('AdminPurchasesView', () => {
  it('lists purchases across tenants; only pending invoice requests can be decided', () => {
    render()
    const table = screen.getByRole('table')
    expect(within(table).getByText('ヒラメキ株式会社 経理部')).toBeTruthy()
    expect(within(table).getByText('支払済み')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^確認して付与:/ })).toHaveLength(1)
  })

  it('confirms with an optional note', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined)
    render(onDecide)
    fireEvent.click(screen.getByRole('button', { name: '確認して付与: ヒラメキ株式会社 100万トークン' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '確認して付与' }))
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith(sampleAdminPurchases.purchases[0], 'confirm', ''),
    )
  })

  it('a rejection without a note is refused before sending', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined)
    render(onDecide)
    fireEvent.click(screen.getByRole('button', { name: '却下: ヒラメキ株式会社 100万トークン' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '却下' }))
    expect(await within(dialog).findByText('入力してください。')).toBeTruthy()
    expect(onDecide).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText(/メモ/), { target: { value: '請求先不明' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '却下' }))
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith(sampleAdminPurchases.purchases[0], 'reject', '請求先不明'),
    )
  })
})
