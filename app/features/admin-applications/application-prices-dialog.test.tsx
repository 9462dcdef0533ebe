// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { ApplicationPricesDialog } from './application-prices-dialog'
import { DefaultPricesSection } from './default-prices-section'
import { weightOf } from './model-price-editor'
import { fakeModelPriceApi } from './model-prices.fixtures'
import type { ModelPriceApi } from './model-prices-api'

afterEach(cleanup)

function renderDialog(api: ModelPriceApi, key = 'hirameki_ai', locale: 'ja' | 'en' = 'ja') {
  renderUi(
    <ApplicationPricesDialog applicationKey={key} applicationName="ヒラメキAI" api={api} onClose={vi.fn()} />,
    { locale },
  )
}

const modelsTable = async () =>
  within(await screen.findByRole('table', { name: 'このアプリケーションが使うモデルと料金の一覧' }))

describe('ApplicationPricesDialog', () => {
  it('shows each model the application runs on with the price charged and where it comes from', async () => {
    renderDialog(fakeModelPriceApi())
    const models = await modelsTable()
    const own = models.getByRole('row', { name: /claude-sonnet/ })
    expect(own.textContent).toContain('3,000 クレジット')
    expect(own.textContent).toContain('15,000 クレジット')
    expect(own.textContent).toContain('このアプリケーション')
    expect(own.textContent).toContain('モデル設定')
    const wildcard = models.getByRole('row', { name: /Llama/ })
    expect(wildcard.textContent).toContain('システムの既定')
    expect(wildcard.textContent).toContain('* の料金')
  })

  it('says the offline provider is free', async () => {
    renderDialog(fakeModelPriceApi(), 'opsai_chat', 'en')
    const models = within(
      await screen.findByRole('table', { name: 'Models this application uses, with their prices' }),
    )
    const offline = models.getByRole('row', { name: /^offline/ })
    expect(offline.textContent).toContain('0 credits')
    expect(offline.textContent).toContain('Offline (free)')
    expect(
      screen.getByText('This application has no prices of its own: the system default prices apply.'),
    ).toBeTruthy()
  })

  it('sets a price for a suggested model and shows where it now comes from', async () => {
    const user = userEvent.setup()
    const api = fakeModelPriceApi()
    const set = vi.fn(api.set)
    renderDialog({ ...api, set })
    const model = await screen.findByLabelText('モデル ID', { exact: false })
    // The first model without a price of its own is suggested.
    expect(model).toHaveProperty('value', 'gpt-4o-mini')
    await user.type(screen.getByLabelText('入力 1,000 トークンあたりのクレジット', { exact: false }), '120.5')
    await user.type(screen.getByLabelText('出力 1,000 トークンあたりのクレジット', { exact: false }), '480')
    await user.click(screen.getByRole('button', { name: '料金を保存' }))
    await waitFor(() =>
      expect(set).toHaveBeenCalledWith('hirameki_ai', {
        model: 'gpt-4o-mini',
        inputCreditsPer1k: 120.5,
        outputCreditsPer1k: 480,
      }),
    )
    const own = within(screen.getByRole('table', { name: 'このアプリケーションのモデル料金の一覧' }))
    expect(own.getByRole('row', { name: /gpt-4o-mini/ }).textContent).toContain('120.5 クレジット')
    const models = await modelsTable()
    expect(models.getByRole('row', { name: /gpt-4o-mini/ }).textContent).toContain('このアプリケーション')
  })

  it('shows the server’s refusal at the field and sends a weight it cannot read as typed', async () => {
    const user = userEvent.setup()
    const api = fakeModelPriceApi()
    const set = vi.fn(api.set)
    renderDialog({ ...api, set })
    await user.type(
      await screen.findByLabelText('入力 1,000 トークンあたりのクレジット', { exact: false }),
      '-3',
    )
    await user.type(
      screen.getByLabelText('出力 1,000 トークンあたりのクレジット', { exact: false }),
      'たくさん',
    )
    await user.click(screen.getByRole('button', { name: '料金を保存' }))
    expect(await screen.findByText('0 以上にしてください。')).toBeTruthy()
    expect(set).toHaveBeenCalledWith(
      'hirameki_ai',
      expect.objectContaining({ outputCreditsPer1k: 'たくさん' }),
    )
  })

  it('edits a row in the form and removes a price after confirmation', async () => {
    const user = userEvent.setup()
    renderDialog(fakeModelPriceApi())
    await user.click(await screen.findByRole('button', { name: 'モデル claude-sonnet の料金を編集' }))
    expect(screen.getByLabelText('モデル ID', { exact: false })).toHaveProperty('value', 'claude-sonnet')
    expect(screen.getByLabelText('出力 1,000 トークンあたりのクレジット', { exact: false })).toHaveProperty(
      'value',
      '15000',
    )
    await user.click(screen.getByRole('button', { name: 'モデル claude-sonnet の料金を削除' }))
    const confirm = await screen.findByRole('dialog', {
      name: 'モデル「claude-sonnet」の料金を削除しますか？',
    })
    await user.click(within(confirm).getByRole('button', { name: '削除' }))
    const models = await modelsTable()
    // Without its own row the model falls back to the system default's `*`.
    await waitFor(() =>
      expect(models.getByRole('row', { name: /claude-sonnet/ }).textContent).toContain('システムの既定'),
    )
  })
})

describe('DefaultPricesSection', () => {
  it('lists the system default prices and names the built-in price', async () => {
    renderUi(<DefaultPricesSection api={fakeModelPriceApi()} />, { locale: 'en' })
    const section = screen.getByRole('region', { name: 'System default model prices' })
    expect(section.textContent).toContain('costs 1,000 credits per 1,000 input or output tokens')
    const table = within(await within(section).findByRole('table', { name: 'System default model prices' }))
    expect(table.getByRole('row', { name: /gpt-4o-mini/ }).textContent).toContain('150 credits')
    expect(table.getAllByRole('row')[1]?.textContent).toContain('*')
  })
})

describe('weightOf', () => {
  it('sends numbers as numbers and anything else as typed', () => {
    expect(weightOf(' 2.5 ')).toBe(2.5)
    expect(weightOf('.5')).toBe(0.5)
    expect(weightOf('-1')).toBe(-1)
    expect(weightOf('')).toBe('')
    expect(weightOf('1e3')).toBe('1e3')
  })
})
