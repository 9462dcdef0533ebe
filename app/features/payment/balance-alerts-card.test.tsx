// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { BalanceAlertsCard } from './balance-alerts-card'

afterEach(cleanup)

const settings = { lowBalanceThreshold: 50_000, monthlySummary: true, armed: true, balance: 184_250 }

describe('BalanceAlertsCard', () => {
  it('saves a threshold typed with full-width digits and commas, and the summary choice', async () => {
    const onSave = vi.fn(async () => undefined)
    renderUi(<BalanceAlertsCard settings={settings} onSave={onSave} />)
    fireEvent.change(screen.getByLabelText('しきい値（クレジット）'), { target: { value: '１２，０００' } })
    fireEvent.click(screen.getByRole('checkbox', { name: '毎月1日に前月の利用状況をオーナーにメールで送る' }))
    fireEvent.click(screen.getByRole('button', { name: '設定を保存' }))
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ lowBalanceThreshold: 12_000, monthlySummary: false }),
    )
  })

  it('refuses zero, a fraction, a negative, text and an absurd number beside the field, sending nothing', async () => {
    const onSave = vi.fn(async () => undefined)
    renderUi(<BalanceAlertsCard settings={settings} onSave={onSave} />)
    const field = screen.getByLabelText('しきい値（クレジット）')
    for (const value of ['0', '10.5', '-5', 'たくさん', '5000000000', '']) {
      fireEvent.change(field, { target: { value } })
      fireEvent.click(screen.getByRole('button', { name: '設定を保存' }))
      expect(await screen.findByText('1 から 1,000,000,000 までの整数を入力してください。')).toBeTruthy()
    }
    expect(onSave).not.toHaveBeenCalled()
  })

  it('turns the alert off with a null threshold, in English too', async () => {
    const onSave = vi.fn(async () => undefined)
    renderUi(<BalanceAlertsCard settings={settings} onSave={onSave} />, { locale: 'en' })
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Email the owners when the credit balance runs low' }),
    )
    expect(screen.getByLabelText('Threshold (credits)')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ lowBalanceThreshold: null, monthlySummary: true }),
    )
  })

  it('says when the balance is already under the threshold, and shows a refusal from the server', async () => {
    renderUi(
      <BalanceAlertsCard
        settings={{ ...settings, lowBalanceThreshold: 200_000, armed: false }}
        onSave={async () => ({ message: 'サーバーが拒否しました' })}
      />,
    )
    expect(screen.getByTestId('alert-already-below').textContent).toContain('184,250 クレジット')
    fireEvent.click(screen.getByRole('button', { name: '設定を保存' }))
    expect((await screen.findByTestId('balance-alerts-error')).textContent).toBe('サーバーが拒否しました')
  })
})
