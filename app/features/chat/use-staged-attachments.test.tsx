// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatApiError } from './chat-api-client'
import type { AttachmentProgress, AttachmentView } from './chat-types.shared'
import { type AttachmentApi, useStagedAttachments } from './use-staged-attachments'

afterEach(cleanup)

/** A server whose uploads and readings the test finishes by hand. */
function fakeServer() {
  const uploads: {
    file: File
    progress: (fraction: number) => void
    resolve: (view: AttachmentView) => void
    reject: (error: unknown) => void
    abort: ReturnType<typeof vi.fn>
  }[] = []
  const states = new Map<string, AttachmentProgress>()
  const api: AttachmentApi = {
    upload(file, onProgress) {
      let resolve: (view: AttachmentView) => void = () => {}
      let reject: (error: unknown) => void = () => {}
      const done = new Promise<AttachmentView>((ok, fail) => {
        resolve = ok
        reject = fail
      })
      const upload = {
        file,
        progress: onProgress,
        resolve,
        reject,
        abort: vi.fn(() => reject(new ChatApiError(0, 'aborted'))),
      }
      uploads.push(upload)
      // Looked up when called, so a test can make an abort come too late.
      return { done, abort: () => upload.abort() }
    },
    progress: vi.fn(async (id: string) => {
      const state = states.get(id)
      if (!state) throw new ChatApiError(404, 'not_found', { ja: '見つかりません', en: 'Not found' })
      return state
    }),
    remove: vi.fn(async () => undefined),
  }
  const reading = (
    id: string,
    name: string,
    status: AttachmentProgress['status'],
    error?: AttachmentProgress['error'],
  ) => states.set(id, { id, name, status, pages: null, chunks: 0, ...(error ? { error } : {}) })
  return { api, uploads, reading }
}

const file = (name: string) => new File(['text'], name, { type: 'text/plain' })

describe('useStagedAttachments', () => {
  it('uploads with progress, then follows the reading until the file is ready', async () => {
    const server = fakeServer()
    const { result } = renderHook(() => useStagedAttachments(server.api, 5))
    act(() => result.current.add([file('notes.txt')]))
    expect(result.current.items).toMatchObject([{ name: 'notes.txt', state: 'uploading', progress: 0 }])
    expect(result.current.busy).toBe(true)
    act(() => server.uploads[0]?.progress(0.5))
    expect(result.current.items[0]?.progress).toBe(0.5)

    server.reading('d1', 'notes.txt', 'processing')
    await act(async () => server.uploads[0]?.resolve({ id: 'd1', name: 'notes.txt', status: 'queued' }))
    await waitFor(() => expect(result.current.items[0]).toMatchObject({ id: 'd1', state: 'processing' }))
    server.reading('d1', 'notes.txt', 'ready')
    await waitFor(() => expect(result.current.items[0]?.state).toBe('ready'))
    expect(result.current.busy).toBe(false)
  })

  it('says why a file failed: the reading’s reason, the upload’s refusal, or no connection', async () => {
    const server = fakeServer()
    const { result } = renderHook(() => useStagedAttachments(server.api, 5))
    act(() => result.current.add([file('locked.xlsx'), file('huge.pdf'), file('offline.csv')]))
    const encrypted = {
      code: 'encrypted',
      message: '暗号化 / Encrypted',
      messages: { ja: '暗号化', en: 'Encrypted' },
    }
    server.reading('d1', 'locked.xlsx', 'failed', encrypted)
    await act(async () => {
      server.uploads[0]?.resolve({ id: 'd1', name: 'locked.xlsx', status: 'queued' })
      server.uploads[1]?.reject(
        new ChatApiError(413, 'payload_too_large', { ja: '大きすぎます', en: 'Too large' }),
      )
      server.uploads[2]?.reject(new ChatApiError(0, 'network_error'))
    })
    await waitFor(() =>
      expect(result.current.items.map(({ state, error, problem }) => ({ state, error, problem }))).toEqual([
        { state: 'failed', error: encrypted.messages, problem: undefined },
        { state: 'failed', error: { ja: '大きすぎます', en: 'Too large' }, problem: undefined },
        { state: 'failed', error: null, problem: 'upload' },
      ]),
    )
  })

  it('takes ten files at most; the rest fail as one too many without being uploaded', () => {
    const server = fakeServer()
    const { result } = renderHook(() => useStagedAttachments(server.api, 5))
    act(() => result.current.add(Array.from({ length: 11 }, (_, index) => file(`f${index}.txt`))))
    expect(server.uploads).toHaveLength(10)
    expect(result.current.items.at(-1)).toMatchObject({
      name: 'f10.txt',
      state: 'failed',
      problem: 'tooMany',
    })
  })

  it('stops an upload removed midway, and deletes on the server what was already stored', async () => {
    const server = fakeServer()
    const { result } = renderHook(() => useStagedAttachments(server.api, 5))
    act(() => result.current.add([file('a.txt'), file('b.txt')]))
    const [first, second] = result.current.items
    act(() => result.current.remove(first?.key ?? ''))
    expect(server.uploads[0]?.abort).toHaveBeenCalled()
    expect(result.current.items.map((item) => item.name)).toEqual(['b.txt'])

    server.reading('d2', 'b.txt', 'ready')
    await act(async () => server.uploads[1]?.resolve({ id: 'd2', name: 'b.txt', status: 'queued' }))
    await waitFor(() => expect(result.current.items[0]?.state).toBe('ready'))
    act(() => result.current.remove(second?.key ?? ''))
    expect(server.api.remove).toHaveBeenCalledWith('d2')
    expect(result.current.items).toEqual([])
  })

  it('deletes a file whose upload finishes just after it was removed', async () => {
    const server = fakeServer()
    const { result } = renderHook(() => useStagedAttachments(server.api, 5))
    act(() => result.current.add([file('late.txt')]))
    const upload = server.uploads[0]
    // The upload had already finished on the wire: stopping it changes nothing.
    if (upload) upload.abort = vi.fn()
    act(() => result.current.remove(result.current.items[0]?.key ?? ''))
    await act(async () => upload?.resolve({ id: 'late', name: 'late.txt', status: 'queued' }))
    await waitFor(() => expect(server.api.remove).toHaveBeenCalledWith('late'))
  })

  it('empties the list for sending, puts it back when the message is refused, and lets failed files go', async () => {
    const server = fakeServer()
    const { result } = renderHook(() => useStagedAttachments(server.api, 5))
    server.reading('d1', 'a.txt', 'ready')
    act(() => result.current.add([file('a.txt')]))
    await act(async () => server.uploads[0]?.resolve({ id: 'd1', name: 'a.txt', status: 'queued' }))
    await waitFor(() => expect(result.current.items[0]?.state).toBe('ready'))
    let taken: ReturnType<typeof result.current.take> = []
    act(() => {
      taken = result.current.take()
    })
    expect(result.current.items).toEqual([])
    act(() => result.current.restore(taken))
    expect(result.current.items).toEqual(taken)
    act(() => result.current.discard([{ ...taken[0], id: 'gone', state: 'failed' } as (typeof taken)[0]]))
    expect(server.api.remove).toHaveBeenCalledWith('gone')
  })
})
