// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { UploadPanel } from './upload-panel'
import type { UploadFile, UploadOutcome } from './upload-request'

/** An upload the test finishes by hand, with the progress callback it was given. */
function controlledUpload() {
  const calls: { file: File; progress: (sent: number) => void; finish: (outcome: UploadOutcome) => void }[] =
    []
  const upload: UploadFile = (file, progress) =>
    new Promise((finish) => {
      calls.push({ file, progress, finish })
    })
  return { upload: vi.fn(upload), calls }
}

const accepted = (name: string): UploadOutcome => ({
  ok: true,
  document: { id: `id-${name}`, name, status: 'queued' },
})
const file = (name: string, text = 'text') => new File([text], name, { type: 'text/plain' })

function choose(files: File[]) {
  const input = screen.getByLabelText('ファイルを選択', { selector: 'input' })
  fireEvent.change(input, { target: { files } })
}

function renderPanel(upload: UploadFile, maxFiles = 20, locale: 'ja' | 'en' = 'ja') {
  const onUploaded = vi.fn()
  renderUi(<UploadPanel upload={upload} maxFiles={maxFiles} maxFileMb={20} onUploaded={onUploaded} />, {
    locale,
  })
  return { onUploaded }
}

const items = () => screen.getAllByTestId('upload-item')
const barOf = (name: string) => screen.getByRole('progressbar', { name: `${name} のアップロード` })

describe('UploadPanel', () => {
  afterEach(cleanup)

  it('sends each chosen file on its own, showing each one’s real progress and result', async () => {
    const { upload, calls } = controlledUpload()
    const { onUploaded } = renderPanel(upload)
    choose([file('a.txt'), file('b.md')])
    expect(items()).toHaveLength(2)
    await waitFor(() => expect(calls).toHaveLength(2))
    act(() => calls[0]?.progress(0.5))
    expect(barOf('a.txt').getAttribute('value')).toBe('0.5')
    expect(screen.getByText('送信中 50%')).toBeTruthy()
    expect(barOf('b.md').getAttribute('value')).toBe('0')
    await act(async () => calls[0]?.finish(accepted('a.txt')))
    expect(screen.getByText('受け付けました（待機中）')).toBeTruthy()
    expect(barOf('a.txt').getAttribute('value')).toBe('1')
    expect(onUploaded).toHaveBeenCalledTimes(1)
    await act(async () => calls[1]?.finish(accepted('b.md')))
    expect(onUploaded).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: '一覧を消去' })).toBeTruthy()
  })

  it('sends two at a time; the third waits its turn', async () => {
    const { upload, calls } = controlledUpload()
    renderPanel(upload)
    choose([file('1.txt'), file('2.txt'), file('3.txt')])
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(items().find((item) => item.textContent?.includes('3.txt'))?.dataset.state).toBe('waiting')
    await act(async () => calls[0]?.finish(accepted('1.txt')))
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[2]?.file.name).toBe('3.txt')
  })

  it('shows a refused file’s reason in the reader’s language, and a lost connection plainly', async () => {
    const { upload, calls } = controlledUpload()
    const { onUploaded } = renderPanel(upload, 20, 'en')
    fireEvent.change(screen.getByLabelText('Choose files', { selector: 'input' }), {
      target: { files: [file('big.pdf'), file('c.txt')] },
    })
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () =>
      calls[0]?.finish({
        ok: false,
        status: 413,
        message: { ja: '「big.pdf」は大きすぎます', en: '"big.pdf" is too large' },
      }),
    )
    await act(async () => calls[1]?.finish({ ok: false, status: 0, message: null }))
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts).toContain('"big.pdf" is too large')
    expect(alerts).toContain('Could not reach the server. Please try again later.')
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('takes at most the allowed number of files at once and says so', async () => {
    const { upload, calls } = controlledUpload()
    renderPanel(upload, 2)
    choose([file('1.txt'), file('2.txt'), file('3.txt')])
    expect(screen.getByRole('status').textContent).toContain('2 個まで')
    expect(items()).toHaveLength(2)
    await waitFor(() => expect(calls).toHaveLength(2))
    for (const call of calls) await act(async () => call.finish(accepted(call.file.name)))
    expect(upload).toHaveBeenCalledTimes(2)
  })

  it('uploads files dropped on the drop zone', async () => {
    const { upload, calls } = controlledUpload()
    renderPanel(upload)
    const zone = screen.getByTestId('upload-drop-zone')
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } })
    expect(zone.dataset.active).toBe('true')
    fireEvent.drop(zone, { dataTransfer: { files: [file('dropped.md')] } })
    expect(zone.dataset.active).toBe('false')
    await waitFor(() => expect(calls.map((call) => call.file.name)).toEqual(['dropped.md']))
  })
})
