/** The tenant's knowledge pages: /knowledge (owners and admins) and the document viewer (any member). */
import { useQuery } from '@tanstack/react-query'
import { tenantRoleQuery } from '../shell/tenant-role.functions'
import { TenantShell } from '../shell/tenant-shell'
import { DocumentViewerScreen } from './document-viewer-screen'
import { KnowledgeScreen } from './knowledge-screen'

export function KnowledgePage() {
  return (
    <TenantShell>
      <KnowledgeScreen viewerBase="/knowledge" />
    </TenantShell>
  )
}

export function KnowledgeDocumentPage({ documentId, chunk }: { documentId: string; chunk?: number }) {
  const role = useQuery(tenantRoleQuery).data
  const manages = role === 'owner' || role === 'admin'
  return (
    <TenantShell>
      <DocumentViewerScreen
        documentId={documentId}
        citedChunkId={chunk}
        knowledgeHref={manages ? '/knowledge' : undefined}
      />
    </TenantShell>
  )
}
