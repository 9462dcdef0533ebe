// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { memberPaymentPage, samplePaymentPage } from './payment.fixtures'
import { PaymentView } from './payment-view'

afterEach(cleanup)

describe('PaymentView', () => {
  it('shows the plan, balance, packs and the history with statuses', () => {
    renderUi(<PaymentView page={samplePaymentPage} />)
    expect(screen.getByRole('heading', { level: 1, name: 'お支払い' })).toBeTruthy()
    expect(screen.getByTestId('current-plan').textContent).toBe('スタンダード')
    expect(screen.getByTestId('payment-balance').textContent).toBe('1,234,567 トークン')
    expect(screen.getByRole('button', { name: '請求書で購入: 10万トークン' })).toBeTruthy()
    const table = screen.getByRole('table')
    expect(within(table).getByText('処理待ち')).toBeTruthy()
    expect(within(table).getByText('支払済み')).toBeTruthy()
    expect(within(table).getByText('請求先が確認できませんでした')).toBeTruthy()
    expect(screen.getByText(/2026-12 分から付与/)).toBeTruthy()
  })

  it('is read-only for a member: no buy buttons, no plan change', () => {
    renderUi(<PaymentView page={memberPaymentPage} />)
    expect(screen.getByText(/この画面は閲覧のみです/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /購入/ })).toBeNull()
    expect(screen.getByText('プランの変更はオーナーのみ行えます。')).toBeTruthy()
  })

  it('offers card payment through Stripe when configured', () => {
    const onCheckout = vi.fn()
    renderUi(<PaymentView page={{ ...samplePaymentPage, mode: 'stripe' }} onCheckout={onCheckout} />)
    fireEvent.click(screen.getByRole('button', { name: 'カードで購入: 100万トークン' }))
    expect(onCheckout).toHaveBeenCalledWith(samplePaymentPage.packs[1])
  })

  it('shows the outcome of a Checkout return, in English too', () => {
    renderUi(<PaymentView page={samplePaymentPage} checkoutReturn="canceled" />, { locale: 'en' })
    expect(screen.getByTestId('checkout-return').textContent).toBe('Checkout canceled. You were not charged.')
  })

  it('validates the invoice form before sending and shows the server’s field errors', async () => {
    const onRequestInvoice = vi.fn().mockResolvedValue({ fieldErrors: { billingEmail: 'validation.email' } })
    renderUi(<PaymentView page={samplePaymentPage} onRequestInvoice={onRequestInvoice} />)
    fireEvent.click(screen.getByRole('button', { name: '請求書で購入: 10万トークン' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '申請する' }))
    await waitFor(() => expect(within(dialog).getAllByText('入力してください。').length).toBe(3))
    expect(onRequestInvoice).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText(/請求先の名称/), { target: { value: '株式会社テスト' } })
    fireEvent.change(within(dialog).getByLabelText(/請求先の住所/), { target: { value: '東京都' } })
    fireEvent.change(within(dialog).getByLabelText(/送付先メールアドレス/), {
      target: { value: 'a@example.test' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '申請する' }))
    await waitFor(() =>
      expect(onRequestInvoice).toHaveBeenCalledWith({
        packId: 'tokens-100k',
        billingName: '株式会社テスト',
        billingAddress: '東京都',
        billingEmail: 'a@example.test',
      }),
    )
    expect(await within(dialog).findByText('メールアドレスの形式で入力してください。')).toBeTruthy()
  })
})
