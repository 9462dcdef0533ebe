/**
 * Chat attachments over HTTP (issue 17), for the composer and scripts, by session or bearer
 * token like the rest of the chat API:
 *
 * - `POST /api/attachments` (multipart, field `file`, several allowed) → 202
 *   `{attachments: [{id, name, status}]}`: staged for the caller, parsed in the background;
 * - `GET /api/attachments/{id}` → `{id, name, status, pages, chunks, error?}`, for its uploader;
 * - `DELETE /api/attachments/{id}` → 204, while it is staged (not yet sent with a message).
 *
 * The ids then go in a turn's `attachments` (chat-api.server.ts). Another member's or tenant's
 * attachment is 404. The upload's body is capped before it is parsed (413 unread when its
 * declared length is over); a file over the per-file limit or the plan's storage is 413 too.
 */

import { MAX_ATTACHMENTS_PER_MESSAGE } from '../../features/chat/chat-limits.shared'
import { readUploadedFiles, UPLOAD_OVERHEAD_BYTES } from '../http/multipart-upload.server'
import { deleteStagedAttachment, getAttachment, stageAttachments } from '../knowledge/attachments.server'
import { documentMaxBytes } from '../knowledge/documents.server'
import { jsonResponse, tenantHandler } from './chat-http.server'

/** The largest upload body: as many files as a message carries, each at its largest. */
export function attachmentUploadMaxBytes() {
  return documentMaxBytes() * MAX_ATTACHMENTS_PER_MESSAGE + UPLOAD_OVERHEAD_BYTES
}

export const handleUploadAttachments = tenantHandler<Record<string, never>>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const files = await readUploadedFiles(request, {
      maxBytes: attachmentUploadMaxBytes(),
      maxFiles: MAX_ATTACHMENTS_PER_MESSAGE,
    })
    if (files instanceof Response) return files
    const stored = await stageAttachments(await dependencies.getDb(), caller, files)
    return jsonResponse(202, { attachments: stored.map(({ id, name, status }) => ({ id, name, status })) })
  },
)

export const handleGetAttachment = tenantHandler<{ id: string }>(
  { mutating: false },
  async (caller, { params, dependencies }) =>
    jsonResponse(200, await getAttachment(await dependencies.getDb(), caller, params.id)),
)

export const handleDeleteAttachment = tenantHandler<{ id: string }>(
  { mutating: true },
  async (caller, { params, dependencies }) => {
    await deleteStagedAttachment(await dependencies.getDb(), caller, params.id)
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  },
)
