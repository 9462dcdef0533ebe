import { createFileRoute } from '@tanstack/react-router'
import { KnowledgePage } from '#app/features/knowledge/knowledge-page'
import { knowledgeHead, loadKnowledgeRoute } from '#app/features/knowledge/knowledge-route'

// The tenant's knowledge bases and documents (issue 17); owners and admins manage them.
export const Route = createFileRoute('/knowledge/')({
  loader: ({ context }) => loadKnowledgeRoute(context.queryClient, 'tenant'),
  head: knowledgeHead('tenant'),
  component: KnowledgePage,
})
