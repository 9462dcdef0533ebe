/**
 * The files of a `multipart/form-data` upload (field `file`, several allowed), with the body
 * capped before it is parsed: a declared length over the cap is refused unread (413), a longer
 * body is cut off as soon as it passes it. Every refusal is the API's JSON error in both languages.
 */
import { jsonError } from '../chat/chat-http.server'
import { readCappedBody } from './capped-body.server'

const MB = 1024 * 1024
/** Room for the multipart boundaries and part headers around the files themselves. */
export const UPLOAD_OVERHEAD_BYTES = MB

export interface UploadedFormFile {
  name: string
  bytes: Uint8Array
}

/** The uploaded files, or the response that refuses the body (415, 413, 400). */
export async function readUploadedFiles(
  request: Request,
  limits: { maxBytes: number; maxFiles: number },
): Promise<UploadedFormFile[] | Response> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return jsonError(415, 'unsupported_media_type', 'errors.knowledge.notMultipart')
  }
  const body = await readCappedBody(request, limits.maxBytes)
  if (!body.ok) {
    return jsonError(413, 'payload_too_large', 'errors.knowledge.uploadTooLarge', {
      max: Math.ceil(limits.maxBytes / MB),
    })
  }
  let form: FormData
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return jsonError(400, 'invalid_input', 'errors.knowledge.notMultipart')
  }
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string')
  if (files.length === 0) return jsonError(400, 'invalid_input', 'errors.knowledge.noFile')
  if (files.length > limits.maxFiles) {
    return jsonError(400, 'invalid_input', 'errors.knowledge.tooManyFiles', { max: limits.maxFiles })
  }
  return Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  )
}
