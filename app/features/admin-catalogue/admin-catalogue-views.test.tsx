// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { fakeCatalogueApi, sampleFaqChats } from './admin-catalogue.fixtures'
import type { CatalogueApi } from './catalogue-api'
import { CatalogueQueryProvider } from './catalogue-query-provider'
import { CategoriesView } from './categories-view'
import { FaqChatsView } from './faqchats-view'

afterEach(cleanup)

describe('catalogue views', () => {
  it('shows a refusal under the field it concerns and keeps the dialog open', async () => {
    const fake = fakeCatalogueApi()
    const calls: [string, unknown][] = []
    const api: CatalogueApi = async (operation, input) => {
      calls.push([operation, input])
      if (operation !== 'categories.create') return fake(operation, input)
      return {
        ok: false,
        status: 409,
        error: 'conflict',
        message: { ja: '使われています', en: 'taken' },
        fieldErrors: { id: { ja: 'ID「writing」はすでに使われています。', en: 'taken' } },
      }
    }
    renderUi(
      <CatalogueQueryProvider>
        <CategoriesView api={api} />
      </CatalogueQueryProvider>,
    )
    expect(await screen.findByText('カスタマーサポート')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'カテゴリを追加' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^ID/), { target: { value: 'writing' } })
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: '重複' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '作成' }))
    expect(await within(dialog).findByText('ID「writing」はすでに使われています。')).toBeTruthy()
    expect(calls).toContainEqual(['categories.create', { id: 'writing', name: '重複', description: '' }])
  })

  it('the FAQ test box shows the threshold, what is used and the scores', async () => {
    renderUi(
      <CatalogueQueryProvider>
        <FaqChatsView api={fakeCatalogueApi()} initialChat={sampleFaqChats[0] ?? null} />
      </CatalogueQueryProvider>,
    )
    fireEvent.change(await screen.findByLabelText('テストする質問'), {
      target: { value: 'パスワードを忘れました' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'テスト' }))
    const result = await screen.findByTestId('faq-test-result')
    expect(within(result).getByText(/しきい値 0.12/)).toBeTruthy()
    expect(within(result).getByText('このチャットは次の FAQ をもとに回答します。')).toBeTruthy()
    await waitFor(() => expect(within(result).getAllByText('0.410').length).toBeGreaterThan(0))
  })
})
