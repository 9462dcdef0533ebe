/**
 * One file's upload to `POST /api/knowledge-bases/{id}/documents`, with XMLHttpRequest rather
 * than fetch: only XHR reports how much of a request body has been sent, which is what each
 * file's progress bar shows. The answer is the stored document or the API's bilingual refusal.
 */

import { z } from 'zod'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { reportUnauthorized } from '../../lib/http'

export type UploadOutcome =
  | { ok: true; document: { id: string; name: string; status: string } }
  | { ok: false; status: number; message: BilingualText | null }

/** Sends `file` to a base; `onProgress` gets the share sent so far (0..1). */
export type UploadFile = (file: File, onProgress: (sent: number) => void) => Promise<UploadOutcome>

const storedSchema = z.object({ id: z.string(), name: z.string(), status: z.string() })
// One file per request: the answer names at least that one document.
const acceptedSchema = z.object({ documents: z.tuple([storedSchema]).rest(storedSchema) })
const refusalSchema = z.object({ messages: z.object({ ja: z.string(), en: z.string() }) })

function jsonOf(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText)
  } catch {
    return null
  }
}

export function uploadToBase(baseId: string): UploadFile {
  return (file, onProgress) =>
    new Promise((resolve) => {
      const request = new XMLHttpRequest()
      request.open('POST', `/api/knowledge-bases/${encodeURIComponent(baseId)}/documents`)
      request.withCredentials = true
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      })
      request.addEventListener('load', () => {
        const body = jsonOf(request)
        const accepted = acceptedSchema.safeParse(body)
        if (request.status === 202 && accepted.success) {
          onProgress(1)
          resolve({ ok: true, document: accepted.data.documents[0] })
          return
        }
        if (request.status === 401) reportUnauthorized(new Response(null, { status: 401 }))
        const refusal = refusalSchema.safeParse(body)
        resolve({
          ok: false,
          status: request.status,
          message: refusal.success ? refusal.data.messages : null,
        })
      })
      // The connection failed or was cut (a proxy refusing the size, the network gone).
      request.addEventListener('error', () => resolve({ ok: false, status: 0, message: null }))
      const form = new FormData()
      form.append('file', file, file.name)
      request.send(form)
    })
}
