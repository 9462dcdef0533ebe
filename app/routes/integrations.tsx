import { createFileRoute } from '@tanstack/react-router'
import { IntegrationsPage } from '../features/integrations/integrations-page'
import { integrationsHead, loadIntegrationsPage } from '../features/integrations/integrations-route'

// The tenant's integrations (issue 20): API keys for the /v1 API; owners and admins only.
export const Route = createFileRoute('/integrations')({
  loader: ({ context }) => loadIntegrationsPage(context.queryClient),
  head: integrationsHead,
  component: IntegrationsPage,
})
