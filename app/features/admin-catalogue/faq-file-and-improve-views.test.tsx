// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import {
  fakeCatalogueApi,
  sampleFaqChats,
  sampleImportRefusal,
  sampleOfflineDraft,
} from './admin-catalogue.fixtures'
import type { CatalogueApi } from './catalogue-api'
import { CatalogueQueryProvider } from './catalogue-query-provider'
import { FaqChatsView } from './faqchats-view'

afterEach(cleanup)

/** The fake server, with every call recorded. */
function recording(options: Parameters<typeof fakeCatalogueApi>[0] = {}) {
  const fake = fakeCatalogueApi(options)
  const calls: [string, Record<string, unknown>][] = []
  const api: CatalogueApi = (operation, input = {}) => {
    calls.push([operation, input])
    return fake(operation, input)
  }
  return { api, calls }
}

function renderFaqChat(api: CatalogueApi) {
  renderUi(
    <CatalogueQueryProvider>
      <FaqChatsView api={api} initialChat={sampleFaqChats[0] ?? null} />
    </CatalogueQueryProvider>,
  )
}

const chooseFile = (name: string, content: string) => {
  const input = screen.getByLabelText('CSV または XLSX ファイル')
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } })
}

describe('FAQ file import', () => {
  it('checks the file first, shows the counts and a sample, then imports it', async () => {
    const { api, calls } = recording()
    renderFaqChat(api)
    chooseFile('faq.csv', '質問,回答\r\nq,a\r\n')
    fireEvent.click(await screen.findByRole('button', { name: '内容を確認' }))
    const check = await screen.findByTestId('faq-import-check')
    expect(
      within(check).getByText('XLSX の 3 件を取り込めます（言い換えのあるエントリー 1 件、言い換え 2 件）。'),
    ).toBeTruthy()
    expect(within(check).getByText('取り込むと、今の 3 件はこの 3 件に置き換わります。')).toBeTruthy()
    expect(within(check).getByText('次の列は読みません: メモ')).toBeTruthy()
    expect(within(check).getByText('パスワードを忘れた ログインできない')).toBeTruthy()
    const [operation, input] = calls.find(([name]) => name === 'faq.importCheck') ?? []
    expect(operation).toBe('faq.importCheck')
    expect(input).toEqual({
      chatId: 'f1',
      mode: 'replace',
      filename: 'faq.csv',
      file: Buffer.from('質問,回答\r\nq,a\r\n').toString('base64'),
    })
    fireEvent.click(within(check).getByRole('button', { name: '取り込む' }))
    expect(await screen.findByText('3 件を取り込みました（合計 3 件）。')).toBeTruthy()
    expect(calls.filter(([name]) => name === 'faq.import')).toHaveLength(1)
    expect(screen.queryByTestId('faq-import-check')).toBeNull()
  })

  it('lists every bad row in the reader’s language and says when there are more', async () => {
    const { api, calls } = recording({ importCheck: sampleImportRefusal })
    renderFaqChat(api)
    chooseFile('bad.csv', 'x')
    fireEvent.click(await screen.findByRole('button', { name: '内容を確認' }))
    const errors = await screen.findByRole('table', { name: 'ファイルの誤り' })
    expect(within(errors).getByRole('row', { name: /^3 質問 質問が空です。/ })).toBeTruthy()
    expect(within(errors).getByRole('row', { name: /^5 +項目が 4 個あります/ })).toBeTruthy()
    expect(screen.getByText('ほかにも誤りがあります（全部で 12 件）。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '取り込む' })).toBeNull()
    expect(calls.some(([name]) => name === 'faq.import')).toBe(false)
  })

  it('asks for a file before checking', async () => {
    const { api, calls } = recording()
    renderFaqChat(api)
    fireEvent.click(await screen.findByRole('button', { name: '内容を確認' }))
    expect(await screen.findByText('CSV または XLSX ファイルを選んでください。')).toBeTruthy()
    expect(calls.some(([name]) => name === 'faq.importCheck')).toBe(false)
  })
})

describe('questions to improve', () => {
  it('lists unanswered and rated-bad questions with their tenant, and drafts an entry to approve', async () => {
    const { api, calls } = recording()
    renderFaqChat(api)
    const list = await screen.findByRole('table', { name: '改善候補の一覧' })
    expect(await within(list).findByText('退会したいです')).toBeTruthy()
    expect(within(list).getByText('未回答（3 回）')).toBeTruthy()
    expect(within(list).getByText('良くない回答')).toBeTruthy()
    expect(within(list).getByText('役に立たない')).toBeTruthy()
    expect(within(list).getByText('フォルトゥナ合同会社')).toBeTruthy()
    expect(within(list).getByText('今は回答できます')).toBeTruthy()

    fireEvent.click(within(list).getByRole('button', { name: '「退会したいです」の FAQ エントリを作成' }))
    const dialog = await screen.findByRole('dialog', { name: 'FAQ エントリを作成' })
    expect(await within(dialog).findByText(/モデル「gpt-4o-mini」の下書きです/)).toBeTruthy()
    expect(calls).toContainEqual(['faq.draft', { chatId: 'f1', question: '退会したいです', tenantId: 't1' }])
    const question = within(dialog).getByLabelText(/^質問/) as HTMLTextAreaElement
    expect(question.value).toBe('退会したいです')
    const answer = within(dialog).getByLabelText(/^回答/) as HTMLTextAreaElement
    expect(answer.value).toContain('「解約する」から退会できます。')
    fireEvent.change(question, { target: { value: '退会の方法' } })
    fireEvent.change(answer, { target: { value: '「解約する」から退会できます。' } })
    fireEvent.change(within(dialog).getByLabelText(/^言い換え/), {
      target: { value: 'やめたい\n\n 解約したい ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '登録' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'FAQ エントリを作成' })).toBeNull())
    expect(calls).toContainEqual([
      'faq.approveDraft',
      {
        chatId: 'f1',
        question: '退会の方法',
        answer: '「解約する」から退会できます。',
        alternateQuestions: ['やめたい', '解約したい'],
        origin: { kind: 'unanswered', question: '退会したいです', tenantId: 't1' },
      },
    ])
    // Approving refreshes the lists, never drafts again.
    expect(calls.filter(([name]) => name === 'faq.draft')).toHaveLength(1)
  })

  it('says plainly when no model is configured, and keeps the question for a hand-written answer', async () => {
    const { api } = recording({ draft: sampleOfflineDraft })
    renderFaqChat(api)
    const list = await screen.findByRole('table', { name: '改善候補の一覧' })
    fireEvent.click(
      await within(list).findByRole('button', { name: '「退会したいです」の FAQ エントリを作成' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'FAQ エントリを作成' })
    expect(
      await within(dialog).findByText(
        'モデルが設定されていない（オフライン）ため、回答の下書きはありません。回答を書いてから登録してください。',
      ),
    ).toBeTruthy()
    expect((within(dialog).getByLabelText(/^質問/) as HTMLTextAreaElement).value).toBe('退会したいです')
    expect((within(dialog).getByLabelText(/^回答/) as HTMLTextAreaElement).value).toBe('')
  })

  it('shows an empty period plainly', async () => {
    renderFaqChat(fakeCatalogueApi({ candidates: [] }))
    expect(await screen.findByText('この期間の改善候補はありません。')).toBeTruthy()
  })
})
