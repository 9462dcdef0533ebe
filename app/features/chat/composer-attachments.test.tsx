// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { SAMPLE_BALANCE, sampleMessage } from './chat-stories-data'
import { Composer, type ComposerProps } from './composer'
import { MessageView } from './message-view'
import type { StagedAttachment } from './use-staged-attachments'

afterEach(cleanup)

const balance = SAMPLE_BALANCE

const chip = (overrides: Partial<StagedAttachment>): StagedAttachment => ({
  key: overrides.name ?? 'file',
  name: 'file.txt',
  id: 'doc-1',
  state: 'ready',
  progress: 1,
  error: null,
  ...overrides,
})

function renderComposer(items: StagedAttachment[], overrides: Partial<ComposerProps> = {}, locale?: 'en') {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onSend: vi.fn() }
  renderUi(
    <Composer
      value="この資料について教えて"
      onValueChange={() => {}}
      onSend={handlers.onSend}
      onStop={() => {}}
      streaming={false}
      balance={balance}
      attachments={{ items, onAdd: handlers.onAdd, onRemove: handlers.onRemove }}
      {...overrides}
    />,
    { locale },
  )
  return handlers
}

describe('the composer with attachments', () => {
  it('shows each file as a chip with its state, and the failed one with its reason', () => {
    renderComposer([
      chip({ name: 'uploading.pdf', id: null, state: 'uploading', progress: 0.42 }),
      chip({ name: 'reading.docx', state: 'processing' }),
      chip({ name: 'ready.txt', state: 'ready' }),
      chip({
        name: 'locked.xlsx',
        state: 'failed',
        error: { ja: '暗号化されています', en: 'It is encrypted' },
      }),
      chip({ name: 'offline.csv', id: null, state: 'failed', problem: 'upload' }),
      chip({ name: 'eleventh.md', id: null, state: 'failed', problem: 'tooMany' }),
    ])
    const chips = within(screen.getByRole('list', { name: '添付ファイル' })).getAllByRole('listitem')
    expect(chips.map((item) => [item.getAttribute('data-state'), item.textContent])).toEqual([
      ['uploading', 'uploading.pdfアップロード中 42%'],
      ['processing', 'reading.docx読み込み中…'],
      ['ready', 'ready.txt準備完了'],
      ['failed', 'locked.xlsx暗号化されています'],
      ['failed', 'offline.csvアップロードできませんでした。通信環境を確認して、もう一度お試しください。'],
      ['failed', 'eleventh.md1 つのメッセージに添付できるファイルは 10 個までです'],
    ])
    expect(screen.getByRole('progressbar', { name: 'uploading.pdf' }).getAttribute('aria-valuenow')).toBe(
      '42',
    )
  })

  it('keeps Send disabled while a file uploads or is read, and says why', () => {
    renderComposer([chip({ state: 'processing' })])
    expect(screen.getByRole('button', { name: '送信' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('attachments-reading').textContent).toBe(
      '添付ファイルの読み込みが終わると送信できます',
    )
    cleanup()
    const handlers = renderComposer([chip({ state: 'ready' }), chip({ name: 'bad.txt', state: 'failed' })])
    const send = screen.getByRole('button', { name: '送信' })
    expect(send.hasAttribute('disabled')).toBe(false)
    expect(screen.queryByTestId('attachments-reading')).toBeNull()
    fireEvent.click(send)
    expect(handlers.onSend).toHaveBeenCalledOnce()
  })

  it('removes a chip with its labelled × button', () => {
    const handlers = renderComposer([chip({ key: 'k1', name: 'notes.txt' })], {}, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }))
    expect(handlers.onRemove).toHaveBeenCalledWith('k1')
  })

  it('attaches the files chosen after the paperclip, or dropped on the composer', () => {
    const handlers = renderComposer([])
    expect(screen.queryByRole('list', { name: '添付ファイル' })).toBeNull()
    const input = screen.getByTestId('attach-input') as HTMLInputElement
    const click = vi.spyOn(input, 'click')
    fireEvent.click(screen.getByRole('button', { name: 'ファイルを添付' }))
    expect(click).toHaveBeenCalled()
    expect(input.multiple).toBe(true)
    expect(input.accept).toContain('.pdf')
    const chosen = [new File(['a'], 'a.txt'), new File(['b'], 'b.md')]
    fireEvent.change(input, { target: { files: chosen } })
    expect(handlers.onAdd).toHaveBeenLastCalledWith(chosen)

    const dropped = new File(['c'], 'c.csv')
    const composer = screen.getByTestId('composer')
    const dataTransfer = { types: ['Files'], files: [dropped], dropEffect: 'none' }
    fireEvent.dragOver(composer, { dataTransfer })
    expect(screen.getByText('ここにドロップすると添付します')).toBeTruthy()
    fireEvent.drop(composer, { dataTransfer })
    expect(handlers.onAdd).toHaveBeenLastCalledWith([dropped])
    expect(screen.queryByText('ここにドロップすると添付します')).toBeNull()
  })

  it('offers no attach button where attachments are not offered', () => {
    renderComposer([], { attachments: undefined })
    expect(screen.queryByRole('button', { name: 'ファイルを添付' })).toBeNull()
  })
})

describe('a sent message with attachments', () => {
  it('shows its files as chips with their state, in the reader’s language', () => {
    const message = sampleMessage({
      id: 'u1',
      role: 'user',
      content: 'この資料について',
      attachments: [
        { id: 'd1', name: 'manual.pdf', status: 'ready' },
        { id: 'd2', name: 'scan.pdf', status: 'failed' },
      ],
    })
    renderUi(<MessageView message={message} faq={false} />, { locale: 'en' })
    const chips = within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')
    expect(chips.map((item) => item.textContent)).toEqual(['manual.pdfRead', 'scan.pdfCould not be read'])
  })
})
