import { createFileRoute } from '@tanstack/react-router'
import { AdminKnowledgePage } from '#app/features/knowledge/admin-knowledge-page'
import { knowledgeHead, loadKnowledgeRoute } from '#app/features/knowledge/knowledge-route'

// The catalogue's knowledge bases: documents any tenant's catalogue chats may answer from.
export const Route = createFileRoute('/admin/knowledge/')({
  loader: ({ context }) => loadKnowledgeRoute(context.queryClient, 'catalogue'),
  head: knowledgeHead('catalogue'),
  component: AdminKnowledgePage,
})
