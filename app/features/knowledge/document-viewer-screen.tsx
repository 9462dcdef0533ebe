import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { DocumentViewerView } from './document-viewer-view'
import { knowledgeDocumentQuery } from './knowledge.functions'

/** The viewer with its document from the loader's query; Back returns where the reader came from. */
export function DocumentViewerScreen({
  documentId,
  citedChunkId,
  knowledgeHref,
}: {
  documentId: string
  citedChunkId?: number
  knowledgeHref?: string
}) {
  const router = useRouter()
  const { data } = useSuspenseQuery(knowledgeDocumentQuery(documentId))
  if (!data.ok) return null
  return (
    <DocumentViewerView
      data={data.data}
      citedChunkId={citedChunkId}
      knowledgeHref={knowledgeHref}
      onBack={() => {
        if (router.history.canGoBack()) router.history.back()
        else void router.navigate({ to: knowledgeHref ?? '/' })
      }}
    />
  )
}
