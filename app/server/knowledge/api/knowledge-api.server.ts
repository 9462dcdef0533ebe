/**
 * The knowledge documents' HTTP API (issue 17), for tenant owners and admins (their tenant's
 * bases) and the system administrator (the catalogue's), by session or bearer token:
 * - `POST /api/knowledge-bases/{id}/documents` (multipart, field `file`, several allowed) → 202
 *   `{documents: [{id, name, status}]}`; ingestion runs in the background;
 * - `GET /api/knowledge-bases/{id}/documents` → `{documents: [...]}` (newest first);
 * - `GET /api/knowledge-bases/{id}/documents/{docId}` → `{id, name, status, pages, chunks, error?}`;
 * - `DELETE /api/knowledge-bases/{id}/documents/{docId}` → 204.
 * A base of another tenant is 404, a plain member 403. The upload's body is capped before it is
 * parsed (413 unread when its declared length is over), and every refusal is the API's JSON
 * error in Japanese and English.
 */

import type { Db } from '#db/client'
import {
  type ChatApiDependencies,
  crossSiteRefusal,
  defaultDependencies,
  errorResponse,
  jsonError,
  jsonResponse,
  unauthenticated,
} from '../../chat/chat-http.server'
import { readCappedBody } from '../../http/capped-body.server'
import {
  addDocuments,
  type DocumentView,
  deleteDocument,
  documentMaxBytes,
  getDocument,
  listDocuments,
  MAX_FILES_PER_UPLOAD,
} from '../documents.server'
import { type KnowledgeActor, requireBase } from '../knowledge-bases.server'
import { knowledgeActorOf } from './knowledge-caller.server'

type Dependencies = Pick<ChatApiDependencies, 'getDb' | 'getSession'>

const MB = 1024 * 1024
/** Room for the multipart boundaries and headers around the files themselves. */
const UPLOAD_OVERHEAD_BYTES = MB

/** The largest upload body: every file at its largest, plus the multipart framing. */
export function uploadMaxBytes() {
  return documentMaxBytes() * MAX_FILES_PER_UPLOAD + UPLOAD_OVERHEAD_BYTES
}

/**
 * A handler of this API: a cookie-borne change must come from this site, the caller must be
 * signed in (401), and any ServiceError a service throws is answered as its JSON message.
 */
function knowledgeHandler<P>(
  options: { mutating: boolean },
  handle: (db: Db, actor: KnowledgeActor, call: { request: Request; params: P }) => Promise<Response>,
) {
  return async (
    request: Request,
    params: P,
    dependencies: Dependencies = defaultDependencies,
  ): Promise<Response> => {
    try {
      if (options.mutating) {
        const refusal = crossSiteRefusal(request)
        if (refusal) return refusal
      }
      const actor = knowledgeActorOf(await dependencies.getSession(request.headers))
      if (!actor) return unauthenticated()
      return await handle(await dependencies.getDb(), actor, { request, params })
    } catch (error) {
      return errorResponse(error)
    }
  }
}

type BaseParams = { id: string }
type DocumentParams = { id: string; docId: string }

/** The uploaded files of a multipart body, or the response that refuses the body. */
async function readUploadedFiles(request: Request): Promise<File[] | Response> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return jsonError(415, 'unsupported_media_type', 'errors.knowledge.notMultipart')
  }
  const max = uploadMaxBytes()
  const body = await readCappedBody(request, max)
  if (!body.ok) {
    return jsonError(413, 'payload_too_large', 'errors.knowledge.uploadTooLarge', {
      max: Math.ceil(max / MB),
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
  if (files.length > MAX_FILES_PER_UPLOAD) {
    return jsonError(400, 'invalid_input', 'errors.knowledge.tooManyFiles', { max: MAX_FILES_PER_UPLOAD })
  }
  return files
}

export const handleUploadDocuments = knowledgeHandler<BaseParams>(
  { mutating: true },
  async (db, actor, { request, params }) => {
    // Who may upload here is settled before a byte of the body is read.
    await requireBase(db, actor, params.id)
    const files = await readUploadedFiles(request)
    if (files instanceof Response) return files
    const uploaded = await Promise.all(
      files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    )
    const documents = await addDocuments(db, actor, params.id, uploaded)
    return jsonResponse(202, { documents })
  },
)

export const handleListDocuments = knowledgeHandler<BaseParams>(
  { mutating: false },
  async (db, actor, { params }) =>
    jsonResponse(200, { documents: await listDocuments(db, actor, params.id) }),
)

/** A document as this API states it: its progress and, when it failed, why. */
function documentStatus(document: DocumentView) {
  const { id, name, status, pages, chunks, error } = document
  return { id, name, status, pages, chunks, ...(error ? { error } : {}) }
}

export const handleGetDocument = knowledgeHandler<DocumentParams>(
  { mutating: false },
  async (db, actor, { params }) =>
    jsonResponse(200, documentStatus(await getDocument(db, actor, params.id, params.docId))),
)

export const handleDeleteDocument = knowledgeHandler<DocumentParams>(
  { mutating: true },
  async (db, actor, { params }) => {
    await deleteDocument(db, actor, params.id, params.docId)
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  },
)
