/**
 * The files attached in a composer before the message is sent: each is uploaded at once (with
 * its progress), then watched until the server has read it (ready) or could not (failed, with
 * the reason). Removing one stops its upload or deletes it on the server. Sending takes the
 * list (`take`) and, when the server refuses the message, puts it back (`restore`).
 */
import { useEffect, useRef, useState } from 'react'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { type AttachmentUpload, uploadAttachment } from './attachment-upload'
import { ChatApiError, deleteAttachment, fetchAttachment } from './chat-api-client'
import { MAX_ATTACHMENTS_PER_MESSAGE } from './chat-limits.shared'
import type { AttachmentProgress } from './chat-types.shared'

export type StagedState = 'uploading' | 'processing' | 'ready' | 'failed'

export interface StagedAttachment {
  /** This screen's own key (the server's id arrives after the upload). */
  key: string
  name: string
  id: string | null
  state: StagedState
  /** 0..1 of the upload sent. */
  progress: number
  /** Why it failed, from the server in both languages; null: see `problem`. */
  error: BilingualText | null
  /** A failure the screen words itself: the upload never reached the server, or one file too many. */
  problem?: 'upload' | 'tooMany'
}

/** The server calls, replaceable in tests. */
export interface AttachmentApi {
  upload(file: File, onProgress: (fraction: number) => void): AttachmentUpload
  progress(id: string): Promise<AttachmentProgress>
  remove(id: string): Promise<void>
}

export const attachmentApi: AttachmentApi = {
  upload: uploadAttachment,
  progress: fetchAttachment,
  remove: deleteAttachment,
}

const POLL_MS = 1000

export interface StagedAttachments {
  items: StagedAttachment[]
  /** Some file is still uploading or being read: the message cannot be sent yet. */
  busy: boolean
  add(files: File[]): void
  remove(key: string): void
  /** Empties the list for sending; the taken items can be put back. */
  take(): StagedAttachment[]
  restore(items: StagedAttachment[]): void
  /** Deletes taken items on the server (files that failed, never sent). */
  discard(items: StagedAttachment[]): void
}

const failureOf = (error: unknown): Pick<StagedAttachment, 'error' | 'problem'> =>
  error instanceof ChatApiError && error.messages
    ? { error: error.messages }
    : { error: null, problem: 'upload' }

export function useStagedAttachments(
  api: AttachmentApi = attachmentApi,
  pollMs = POLL_MS,
): StagedAttachments {
  const [items, setItems] = useState<StagedAttachment[]>([])
  const current = useRef(items)
  current.current = items
  // The keys still shown, with how to stop their upload: a key gone means "stop caring".
  const shown = useRef(new Map<string, { abort?: () => void }>())
  const nextKey = useRef(0)

  useEffect(() => {
    const uploads = shown.current
    return () => {
      for (const entry of uploads.values()) entry.abort?.()
      uploads.clear()
    }
  }, [])

  const patch = (key: string, change: Partial<StagedAttachment>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  async function follow(key: string, file: File) {
    const upload = api.upload(file, (progress) => patch(key, { progress }))
    shown.current.set(key, { abort: upload.abort })
    let id: string
    try {
      id = (await upload.done).id
    } catch (error) {
      if (shown.current.has(key)) patch(key, { state: 'failed', ...failureOf(error) })
      return
    }
    if (!shown.current.has(key)) {
      // Removed just as its upload finished: it must not stay staged on the server.
      await api.remove(id).catch(() => undefined)
      return
    }
    shown.current.set(key, {})
    patch(key, { id, progress: 1, state: 'processing' })
    for (;;) {
      let progress: AttachmentProgress
      try {
        progress = await api.progress(id)
      } catch (error) {
        if (shown.current.has(key)) patch(key, { state: 'failed', ...failureOf(error) })
        return
      }
      if (!shown.current.has(key)) return
      if (progress.status === 'ready') return patch(key, { state: 'ready' })
      if (progress.status === 'failed') {
        return patch(key, { state: 'failed', error: progress.error?.messages ?? null })
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  return {
    items,
    busy: items.some((item) => item.state === 'uploading' || item.state === 'processing'),
    add(files) {
      const room = MAX_ATTACHMENTS_PER_MESSAGE - current.current.length
      const added = files.map((file, index): StagedAttachment => {
        nextKey.current += 1
        const base = { key: `file-${nextKey.current}`, name: file.name, id: null, progress: 0, error: null }
        if (index >= room) return { ...base, state: 'failed', problem: 'tooMany' }
        return { ...base, state: 'uploading' }
      })
      current.current = [...current.current, ...added]
      setItems(current.current)
      for (const [index, item] of added.entries()) {
        const file = files[index]
        if (item.state === 'uploading' && file) void follow(item.key, file)
      }
    },
    remove(key) {
      const item = current.current.find((candidate) => candidate.key === key)
      shown.current.get(key)?.abort?.()
      shown.current.delete(key)
      if (item?.id) void api.remove(item.id).catch(() => undefined)
      current.current = current.current.filter((candidate) => candidate.key !== key)
      setItems(current.current)
    },
    take() {
      const taken = current.current
      shown.current.clear()
      current.current = []
      setItems([])
      return taken
    },
    discard(taken) {
      for (const item of taken) if (item.id) void api.remove(item.id).catch(() => undefined)
    },
    restore(taken) {
      for (const item of taken) shown.current.set(item.key, {})
      current.current = [...taken, ...current.current]
      setItems(current.current)
    },
  }
}
