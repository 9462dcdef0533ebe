/** The console's knowledge pages: /admin/knowledge (the catalogue's bases) and its document viewer. */
import { AdminShell } from '../admin-shell/admin-shell'
import { DocumentViewerScreen } from './document-viewer-screen'
import { KnowledgeScreen } from './knowledge-screen'

export function AdminKnowledgePage() {
  return (
    <AdminShell>
      <KnowledgeScreen viewerBase="/admin/knowledge" />
    </AdminShell>
  )
}

export function AdminKnowledgeDocumentPage({ documentId, chunk }: { documentId: string; chunk?: number }) {
  return (
    <AdminShell>
      <DocumentViewerScreen documentId={documentId} citedChunkId={chunk} knowledgeHref="/admin/knowledge" />
    </AdminShell>
  )
}
