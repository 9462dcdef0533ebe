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
  jsonResponse,
  unauthenticated,
} from '../../chat/chat-http.server'
import { readUploadedFiles, UPLOAD_OVERHEAD_BYTES } from '../../http/multipart-upload.server'
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

export const handleUploadDocuments = knowledgeHandler<BaseParams>(
  { mutating: true },
  async (db, actor, { request, params }) => {
    // Who may upload here is settled before a byte of the body is read.
    await requireBase(db, actor, params.id)
    const files = await readUploadedFiles(request, {
      maxBytes: uploadMaxBytes(),
      maxFiles: MAX_FILES_PER_UPLOAD,
    })
    if (files instanceof Response) return files
    const documents = await addDocuments(db, actor, params.id, files)
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
