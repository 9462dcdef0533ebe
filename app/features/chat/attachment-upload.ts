/**
 * One file's upload to `POST /api/attachments`, by XMLHttpRequest because fetch cannot report
 * how much of a request body has been sent: the chip shows real progress. Refusals keep the
 * API's bilingual messages (ChatApiError), as every other chat call does.
 */
import { reportUnauthorized } from '../../lib/http'
import { ChatApiError, errorFromBody } from './chat-api-client'
import type { AttachmentView } from './chat-types.shared'

export interface AttachmentUpload {
  done: Promise<AttachmentView>
  abort(): void
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export function uploadAttachment(file: File, onProgress: (fraction: number) => void): AttachmentUpload {
  const request = new XMLHttpRequest()
  const done = new Promise<AttachmentView>((resolve, reject) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const body = parsed(request.responseText)
      if (request.status === 401) reportUnauthorized(new Response(null, { status: 401 }))
      const stored = (body as { attachments?: AttachmentView[] } | null)?.attachments?.[0]
      if (request.status === 202 && stored) resolve(stored)
      else reject(errorFromBody(request.status, body))
    })
    request.addEventListener('error', () => reject(new ChatApiError(0, 'network_error')))
    request.addEventListener('abort', () => reject(new ChatApiError(0, 'aborted')))
  })
  const form = new FormData()
  form.append('file', file, file.name)
  request.open('POST', '/api/attachments')
  request.setRequestHeader('accept', 'application/json')
  request.send(form)
  return { done, abort: () => request.abort() }
}
