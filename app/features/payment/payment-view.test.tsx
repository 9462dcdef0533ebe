// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import {
  awaitingConfirmationPage,
  awaitingPaymentPage,
  failedPaymentPage,
  memberPaymentPage,
  rejectedChangePage,
  samplePaymentPage,
  scheduledDowngradePage,
} from './payment.fixtures'
import { PaymentView } from './payment-view'

afterEach(cleanup)

describe('PaymentView', () => {
  it('shows the plan, the balance in credits, packs and the history with statuses', () => {
    renderUi(<PaymentView page={samplePaymentPage} />)
    expect(screen.getByRole('heading', { level: 1, name: 'お支払い' })).toBeTruthy()
    expect(screen.getByTestId('current-plan').textContent).toBe('スタンダード')
    expect(screen.getByTestId('payment-balance').textContent).toBe('1,234,567 クレジット')
    expect(screen.getByRole('heading', { name: 'クレジットを購入' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '請求書で購入: 10万クレジット' })).toBeTruthy()
    const table = screen.getByRole('table')
    expect(within(table).getByText('処理待ち')).toBeTruthy()
    expect(within(table).getByText('支払済み')).toBeTruthy()
    expect(within(table).getByText('請求先が確認できませんでした')).toBeTruthy()
  })

  it('says on each plan what choosing it does: invoice for an upgrade, next month for a downgrade', () => {
    renderUi(<PaymentView page={samplePaymentPage} />)
    const business = screen.getByTestId('plan-business')
    expect(business.textContent).toContain('5,000,000 クレジット / 月')
    expect(business.textContent).toContain(
      '請求書で申し込み、システム管理者が入金を確認した後に切り替わります。',
    )
    expect(within(business).getByRole('button', { name: '請求書で申し込む: ビジネス' })).toBeTruthy()
    const free = screen.getByTestId('plan-free')
    expect(free.textContent).toContain('2026-12-01（日本時間）から切り替わります。')
    expect(within(free).getByRole('button', { name: '2026-12-01 から変更: フリー' })).toBeTruthy()
    expect(screen.getByTestId('plan-standard').textContent).toContain('現在のプラン')
  })

  it('with Stripe, an upgrade is paid by card now, in English too', () => {
    const onPlanCheckout = vi.fn()
    renderUi(
      <PaymentView page={{ ...samplePaymentPage, mode: 'stripe' }} onPlanCheckout={onPlanCheckout} />,
      {
        locale: 'en',
      },
    )
    expect(screen.getByTestId('plan-business').textContent).toContain('Pay by card now')
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card: Business' }))
    expect(onPlanCheckout).toHaveBeenCalledWith(samplePaymentPage.plans[2])
  })

  it('asks for billing details before requesting an upgrade by invoice', async () => {
    const onRequestPlan = vi.fn().mockResolvedValue(undefined)
    renderUi(<PaymentView page={samplePaymentPage} onRequestPlan={onRequestPlan} />)
    fireEvent.click(screen.getByRole('button', { name: '請求書で申し込む: ビジネス' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/プラン変更の請求書払い: ビジネス/)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText(/請求先の名称/), { target: { value: '株式会社テスト' } })
    fireEvent.change(within(dialog).getByLabelText(/請求先の住所/), { target: { value: '東京都' } })
    fireEvent.change(within(dialog).getByLabelText(/送付先メールアドレス/), {
      target: { value: 'a@example.test' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '申し込む' }))
    await waitFor(() =>
      expect(onRequestPlan).toHaveBeenCalledWith(samplePaymentPage.plans[2], {
        billingName: '株式会社テスト',
        billingAddress: '東京都',
        billingEmail: 'a@example.test',
      }),
    )
  })

  it('confirms a downgrade, saying when it takes effect', async () => {
    const onRequestPlan = vi.fn().mockResolvedValue(undefined)
    renderUi(<PaymentView page={samplePaymentPage} onRequestPlan={onRequestPlan} />)
    fireEvent.click(screen.getByRole('button', { name: '2026-12-01 から変更: フリー' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/2026-12-01（日本時間）に切り替わります/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '変更を予約する' }))
    await waitFor(() => expect(onRequestPlan).toHaveBeenCalledWith(samplePaymentPage.plans[0]))
  })

  it('shows the change in progress and how it proceeds; other plans wait until it is withdrawn', async () => {
    const onWithdrawPlanChange = vi.fn().mockResolvedValue(undefined)
    renderUi(<PaymentView page={awaitingConfirmationPage} onWithdrawPlanChange={onWithdrawPlanChange} />)
    const pending = screen.getByTestId('pending-plan-change')
    expect(pending.textContent).toContain('「スタンダード」→「ビジネス」')
    expect(pending.textContent).toContain('システム管理者の確認待ち')
    expect(pending.textContent).toContain('2026-11-20 12:00 JST に申し込み')
    expect(screen.getByText('進行中のプラン変更を取り消すと、別のプランを選べます。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '2026-12-01 から変更: フリー' }).hasAttribute('disabled')).toBe(
      true,
    )
    fireEvent.click(within(pending).getByRole('button', { name: '変更を取り消す' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '変更を取り消す' }))
    await waitFor(() => expect(onWithdrawPlanChange).toHaveBeenCalled())
  })

  it('names each way a change proceeds: awaiting payment, scheduled for the 1st', () => {
    renderUi(<PaymentView page={awaitingPaymentPage} />)
    expect(screen.getByTestId('pending-plan-change').textContent).toContain('お支払い待ち')
    cleanup()
    renderUi(<PaymentView page={scheduledDowngradePage} />, { locale: 'en' })
    expect(screen.getByTestId('pending-plan-change').textContent).toContain('Scheduled for 2026-12-01')
  })

  it('a member sees the change in progress but cannot choose or withdraw', () => {
    renderUi(
      <PaymentView
        page={{
          ...awaitingConfirmationPage,
          ...memberPaymentPage,
          pendingChange: awaitingConfirmationPage.pendingChange,
        }}
      />,
    )
    expect(screen.getByText(/この画面は閲覧のみです/)).toBeTruthy()
    expect(screen.getByTestId('pending-plan-change')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /変更|申し込む|購入/ })).toBeNull()
    expect(screen.getByText('プランの変更はオーナーのみ行えます。')).toBeTruthy()
  })

  it('tells the owner once why the last change did not go through', async () => {
    const onDismissOutcome = vi.fn().mockResolvedValue(undefined)
    renderUi(<PaymentView page={rejectedChangePage} onDismissOutcome={onDismissOutcome} />)
    expect(screen.getByTestId('plan-change-outcome').textContent).toContain(
      'システム管理者が「エンタープライズ」への変更を見送りました。理由: 請求先の会社名を確認できませんでした',
    )
    fireEvent.click(screen.getByRole('button', { name: '確認しました' }))
    await waitFor(() => expect(onDismissOutcome).toHaveBeenCalledWith('pc0'))
    cleanup()
    renderUi(<PaymentView page={failedPaymentPage} />, { locale: 'en' })
    expect(screen.getByTestId('plan-change-outcome').textContent).toBe(
      'The change to “Business” did not go through: the payment page expired. Your plan has not changed.',
    )
  })

  it('a Checkout return for a plan says the plan changes when Stripe confirms, not before', () => {
    renderUi(<PaymentView page={awaitingPaymentPage} checkoutReturn="success" checkoutForPlan />, {
      locale: 'en',
    })
    expect(screen.getByTestId('checkout-return').textContent).toBe(
      'Payment submitted. The plan switches when Stripe confirms the payment, not before.',
    )
    cleanup()
    renderUi(<PaymentView page={samplePaymentPage} checkoutReturn="canceled" />, { locale: 'en' })
    expect(screen.getByTestId('checkout-return').textContent).toBe('Checkout canceled. You were not charged.')
  })

  it('validates the pack invoice form before sending and shows the server’s field errors', async () => {
    const onRequestInvoice = vi.fn().mockResolvedValue({ fieldErrors: { billingEmail: 'validation.email' } })
    renderUi(<PaymentView page={samplePaymentPage} onRequestInvoice={onRequestInvoice} />)
    fireEvent.click(screen.getByRole('button', { name: '請求書で購入: 10万クレジット' }))
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
