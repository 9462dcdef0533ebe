/**
 * The knowledge screen wired to its server: the overview and the open base's documents read
 * with TanStack Query (the documents polled while any is queued or processing), and every
 * action sent to a server function, or for uploads to the HTTP API, then the data read again.
 * The same screen serves /knowledge (a tenant) and /admin/knowledge (the catalogue).
 */
import { mdiAlertCircleOutline, mdiLockOutline } from '@mdi/js'
import { type QueryClient, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { isPending } from './documents-table'
import * as css from './knowledge.css'
import {
  attachableChatsQuery,
  createKnowledgeBaseFn,
  type DocumentView,
  deleteKnowledgeBaseFn,
  deleteKnowledgeDocumentFn,
  type KnowledgeResult,
  knowledgeDocumentsQuery,
  knowledgeOverviewQuery,
  reprocessKnowledgeDocumentFn,
  searchKnowledgeBaseFn,
  setKnowledgeBaseChatFn,
} from './knowledge.functions'
import { type KnowledgeActions, KnowledgeView } from './knowledge-view'
import { uploadToBase } from './upload-request'

/** How often a table with documents on their way is read again. */
export const POLL_INTERVAL_MS = 2000

const pendingIn = (result: KnowledgeResult<DocumentView[]> | undefined) =>
  result?.ok === true && result.data.some(isPending)

function knowledgeActions(queryClient: QueryClient): KnowledgeActions {
  const refresh = async (baseId?: string) => {
    await queryClient.invalidateQueries({ queryKey: knowledgeOverviewQuery.queryKey })
    if (baseId) await queryClient.invalidateQueries({ queryKey: knowledgeDocumentsQuery(baseId).queryKey })
  }
  /** Runs a change, then reads again what it may have changed (only when it went through). */
  const changing =
    <A extends unknown[], T>(
      run: (...args: A) => Promise<KnowledgeResult<T>>,
      baseOf: (...args: A) => string | undefined,
    ) =>
    async (...args: A) => {
      const result = await run(...args)
      if (result.ok) await refresh(baseOf(...args))
      return result
    }
  return {
    createBase: changing(
      (input: { name: string; description: string }) => createKnowledgeBaseFn({ data: input }),
      () => undefined,
    ),
    deleteBase: changing(
      (baseId: string) => deleteKnowledgeBaseFn({ data: { baseId } }),
      () => undefined,
    ),
    setChat: changing(
      (baseId: string, chat: string, attached: boolean) =>
        setKnowledgeBaseChatFn({ data: { baseId, chat, attached } }),
      () => undefined,
    ),
    deleteDocument: changing(
      (baseId: string, documentId: string) => deleteKnowledgeDocumentFn({ data: { baseId, documentId } }),
      (baseId) => baseId,
    ),
    reprocessDocument: changing(
      (baseId: string, documentId: string) => reprocessKnowledgeDocumentFn({ data: { baseId, documentId } }),
      (baseId) => baseId,
    ),
    search: (baseId, question) => searchKnowledgeBaseFn({ data: { baseId, question } }),
    upload: uploadToBase,
    uploaded: (baseId) => void refresh(baseId),
  }
}

export function KnowledgeScreen({ viewerBase }: { viewerBase: '/knowledge' | '/admin/knowledge' }) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const { data: overview } = useSuspenseQuery(knowledgeOverviewQuery)
  const [chosen, setChosen] = useState<string | null>(null)
  const bases = overview.ok ? overview.data.bases : []
  // The chosen base, or the first while none is chosen (or the chosen one was deleted).
  const selectedBaseId = bases.find((base) => base.id === chosen)?.id ?? bases[0]?.id ?? null
  const documents = useQuery({
    ...knowledgeDocumentsQuery(selectedBaseId ?? ''),
    enabled: selectedBaseId !== null,
    refetchInterval: (query) => (pendingIn(query.state.data) ? POLL_INTERVAL_MS : false),
  })
  const chats = useQuery({ ...attachableChatsQuery, enabled: overview.ok })
  const actions = useMemo(() => knowledgeActions(queryClient), [queryClient])

  // A document finishing changes its base's counts: read the overview again when statuses change.
  const statuses = documents.data?.ok ? documents.data.data.map((document) => document.status).join() : ''
  useEffect(() => {
    if (statuses) void queryClient.invalidateQueries({ queryKey: knowledgeOverviewQuery.queryKey })
  }, [statuses, queryClient])

  if (!overview.ok) {
    const forbidden = overview.status === 403
    return (
      <div className={css.page}>
        <h1 className={css.heading}>{t('knowledge.title')}</h1>
        <EmptyState
          icon={forbidden ? mdiLockOutline : mdiAlertCircleOutline}
          title={t(forbidden ? 'knowledge.forbiddenTitle' : 'knowledge.loadFailed')}
          description={
            forbidden ? t('knowledge.forbiddenDescription') : inLanguage(overview.messages, i18n.language)
          }
        />
      </div>
    )
  }
  return (
    <KnowledgeView
      overview={overview.data}
      selectedBaseId={selectedBaseId}
      onSelectBase={setChosen}
      documents={documents.data?.ok ? documents.data.data : undefined}
      attachableChats={chats.data?.ok ? chats.data.data : undefined}
      actions={actions}
      viewerBase={viewerBase}
    />
  )
}
