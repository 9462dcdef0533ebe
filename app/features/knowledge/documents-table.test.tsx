// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { DocumentsTable, isPending } from './documents-table'
import { sampleDocuments } from './knowledge.fixtures'

const documentHref = (id: string) => `/knowledge/documents/${id}`

function renderTable(
  overrides: Partial<Parameters<typeof DocumentsTable>[0]> = {},
  locale: 'ja' | 'en' = 'ja',
) {
  const props = {
    documents: sampleDocuments,
    documentHref,
    onDelete: vi.fn(async () => undefined),
    onReprocess: vi.fn(),
    ...overrides,
  }
  renderUi(<DocumentsTable {...props} />, { locale })
  return props
}

const statusOf = (id: string) => screen.getByTestId(`document-status-${id}`)
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return within(row)
}

describe('DocumentsTable', () => {
  afterEach(cleanup)

  it('shows every status: queued, processing with pages done of total, ready, failed with its reason', () => {
    renderTable()
    expect(statusOf('doc-queued').textContent).toBe('待機中')
    expect(statusOf('doc-processing').textContent).toContain('処理中')
    expect(statusOf('doc-processing').textContent).toContain('35 / 200 ページ')
    const bar = within(statusOf('doc-processing')).getByRole('progressbar')
    expect(bar.getAttribute('value')).toBe('35')
    expect(bar.getAttribute('max')).toBe('200')
    expect(statusOf('doc-ready').textContent).toBe('完了')
    expect(statusOf('doc-failed').textContent).toContain('失敗')
    expect(statusOf('doc-failed').textContent).toContain('パスワードで保護されている')
  })

  it('gives a failure’s reason in the reader’s language only', () => {
    renderTable({}, 'en')
    expect(statusOf('doc-failed').textContent).toContain('password-protected')
    expect(statusOf('doc-failed').textContent).not.toContain('パスワード')
    expect(statusOf('doc-processing').textContent).toContain('35 of 200 pages')
  })

  it('shows size, format, pages and passages, with a dash for what is not known', () => {
    renderTable()
    const ready = rowOf('リモートワーク規程.pdf')
    expect(ready.getByText('240 KB')).toBeTruthy()
    expect(ready.getByText('PDF')).toBeTruthy()
    expect(ready.getByText('12')).toBeTruthy()
    expect(ready.getByText('41')).toBeTruthy()
    expect(rowOf('photo.heic').getAllByText('—').length).toBeGreaterThanOrEqual(2)
    expect(rowOf('photo.heic').getByText('不明')).toBeTruthy()
  })

  it('links ready documents to the viewer and offers re-processing only when nothing runs', () => {
    const { onReprocess } = renderTable()
    expect(
      rowOf('リモートワーク規程.pdf')
        .getByRole('link', { name: '表示: リモートワーク規程.pdf' })
        .getAttribute('href'),
    ).toBe('/knowledge/documents/doc-ready')
    expect(rowOf('社外秘_暗号化.pdf').queryByRole('link', { name: /^表示/ })).toBeNull()
    expect(rowOf('経費精算マニュアル.docx').queryByRole('button', { name: /^再処理/ })).toBeNull()
    expect(rowOf('就業規則_2026年版.pdf').queryByRole('button', { name: /^再処理/ })).toBeNull()
    fireEvent.click(rowOf('社外秘_暗号化.pdf').getByRole('button', { name: '再処理: 社外秘_暗号化.pdf' }))
    expect(onReprocess).toHaveBeenCalledWith(expect.objectContaining({ id: 'doc-failed' }))
  })

  it('deletes only after confirmation, and keeps the dialog open with a refusal', async () => {
    const onDelete = vi.fn(async () => 'ドキュメントが見つかりません')
    renderTable({ onDelete })
    fireEvent.click(
      rowOf('リモートワーク規程.pdf').getByRole('button', { name: '削除: リモートワーク規程.pdf' }),
    )
    expect(onDelete).not.toHaveBeenCalled()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('リモートワーク規程.pdf')
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }))
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'doc-ready' })))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('ドキュメントが見つかりません')
  })

  it('says so when a base has no documents', () => {
    renderTable({ documents: [] })
    expect(screen.getByText(/文書はまだありません/)).toBeTruthy()
  })

  it('counts queued and processing documents as pending, and nothing else', () => {
    expect(sampleDocuments.filter(isPending).map((document) => document.id)).toEqual([
      'doc-queued',
      'doc-processing',
    ])
  })
})
