/**
 * The knowledge screens' server functions (/knowledge for tenant owners and admins,
 * /admin/knowledge for the system administrator): each resolves the session's actor again on
 * the server and answers `{ ok: true, data }` or the refusal with its status and bilingual
 * message (knowledge-caller.server.ts). Uploads go to the HTTP API instead, so the browser can
 * report each file's progress. An unreadable input reads as an empty id, which the services
 * answer as "not found".
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../server/auth/session.server'
import {
  type KnowledgeResult,
  runKnowledgeCall,
  type SessionActor,
} from '../../server/knowledge/api/knowledge-caller.server'
import { knowledgeOverview, searchBase } from '../../server/knowledge/api/knowledge-screens.server'
import { readDocumentForViewer } from '../../server/knowledge/document-viewer.server'
import { deleteDocument, listDocuments, reprocessDocument } from '../../server/knowledge/documents.server'
import {
  attachableChats,
  createBase,
  deleteBase,
  setBaseChat,
} from '../../server/knowledge/knowledge-bases.server'

export type { KnowledgeFailure, KnowledgeResult } from '../../server/knowledge/api/knowledge-caller.server'
export type {
  KnowledgeOverview,
  KnowledgeSearchHit,
  KnowledgeSearchResult,
} from '../../server/knowledge/api/knowledge-screens.server'
export type { DocumentForViewer, ViewerChunk } from '../../server/knowledge/document-viewer.server'
export type { DocumentView } from '../../server/knowledge/documents.server'
export type { KnowledgeBaseSummary } from '../../server/knowledge/knowledge-bases.server'

/** A chat a base may be attached to (the catalogue's, or those enabled for the tenant). */
export type AttachableChat = Awaited<ReturnType<typeof attachableChats>>[number]

async function knowledgeCall<T>(
  work: (db: Db, actor: SessionActor) => Promise<T>,
  { change }: { change: boolean },
): Promise<KnowledgeResult<T>> {
  const { db } = await getDatabase()
  const session = await getRequestSession(getRequest().headers)
  const result = await runKnowledgeCall(session, (actor) => work(db, actor))
  // A read's refusal is shown by its page (403 for a member); a change's is the call's status.
  if (!result.ok && change) setResponseStatus(result.status)
  return result
}

const id = z.string().max(200)
const baseInput = z.object({ baseId: id }).catch({ baseId: '' })
const documentInput = z.object({ baseId: id, documentId: id }).catch({ baseId: '', documentId: '' })

export const getKnowledgeOverview = createServerFn({ method: 'GET' }).handler(() =>
  knowledgeCall((db, actor) => knowledgeOverview(db, actor), { change: false }),
)

export const getAttachableChats = createServerFn({ method: 'GET' }).handler(() =>
  knowledgeCall((db, actor) => attachableChats(db, actor), { change: false }),
)

export const createKnowledgeBaseFn = createServerFn({ method: 'POST' })
  .validator(z.object({ name: z.unknown(), description: z.unknown() }).catch({ name: '', description: '' }))
  .handler(({ data }) =>
    knowledgeCall(
      async (db, actor) => {
        const base = await createBase(db, actor, data)
        return { id: base.id, name: base.name }
      },
      { change: true },
    ),
  )

export const deleteKnowledgeBaseFn = createServerFn({ method: 'POST' })
  .validator(baseInput)
  .handler(({ data }) => knowledgeCall((db, actor) => deleteBase(db, actor, data.baseId), { change: true }))

export const setKnowledgeBaseChatFn = createServerFn({ method: 'POST' })
  .validator(
    z
      .object({ baseId: id, chat: z.string().max(300), attached: z.boolean() })
      .catch({ baseId: '', chat: '', attached: false }),
  )
  .handler(({ data }) =>
    knowledgeCall((db, actor) => setBaseChat(db, actor, data.baseId, data.chat, data.attached), {
      change: true,
    }),
  )

export const listKnowledgeDocumentsFn = createServerFn({ method: 'GET' })
  .validator(baseInput)
  .handler(({ data }) =>
    knowledgeCall((db, actor) => listDocuments(db, actor, data.baseId), { change: false }),
  )

export const deleteKnowledgeDocumentFn = createServerFn({ method: 'POST' })
  .validator(documentInput)
  .handler(({ data }) =>
    knowledgeCall((db, actor) => deleteDocument(db, actor, data.baseId, data.documentId), { change: true }),
  )

export const reprocessKnowledgeDocumentFn = createServerFn({ method: 'POST' })
  .validator(documentInput)
  .handler(({ data }) =>
    knowledgeCall((db, actor) => reprocessDocument(db, actor, data.baseId, data.documentId), {
      change: true,
    }),
  )

export const searchKnowledgeBaseFn = createServerFn({ method: 'POST' })
  .validator(z.object({ baseId: id, question: z.unknown() }).catch({ baseId: '', question: '' }))
  .handler(({ data }) =>
    knowledgeCall((db, actor) => searchBase(db, actor, data.baseId, data.question), { change: false }),
  )

export const getKnowledgeDocumentFn = createServerFn({ method: 'GET' })
  .validator(z.object({ documentId: id }).catch({ documentId: '' }))
  .handler(({ data }) =>
    knowledgeCall((db, actor) => readDocumentForViewer(db, actor, data.documentId), { change: false }),
  )

export const knowledgeOverviewQuery = queryOptions({
  queryKey: ['knowledge', 'overview'],
  queryFn: () => getKnowledgeOverview(),
  staleTime: 0,
})

export const attachableChatsQuery = queryOptions({
  queryKey: ['knowledge', 'attachable-chats'],
  queryFn: () => getAttachableChats(),
  staleTime: 60_000,
})

/** A base's documents; the page polls it while any is queued or processing. */
export const knowledgeDocumentsQuery = (baseId: string) =>
  queryOptions({
    queryKey: ['knowledge', 'documents', baseId],
    queryFn: () => listKnowledgeDocumentsFn({ data: { baseId } }),
    staleTime: 0,
  })

export const knowledgeDocumentQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['knowledge', 'document', documentId],
    queryFn: () => getKnowledgeDocumentFn({ data: { documentId } }),
    staleTime: 0,
  })
