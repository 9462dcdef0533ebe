import { createFileRoute, notFound } from '@tanstack/react-router'
import { getNetworkRefusal } from '../features/network-access/network-refusal.functions'
import { NetworkRefusedPage } from '../features/network-access/network-refused-page'
import { NETWORK_REFUSAL_META } from '../server/network-access/network-refusal.shared'

// The refusal of a tenant's IP allow-list (ADR 035): the router renders this route in place of any
// page asked for from outside the list (app/router.tsx); asked for by itself, there is nothing here.
export const Route = createFileRoute('/ip-restricted')({
  loader: async () => {
    const refusal = await getNetworkRefusal()
    if (!refusal) throw notFound()
    return refusal
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ name: NETWORK_REFUSAL_META, content: 'true' }] : [] }),
  component: NetworkRefusedRoute,
})

function NetworkRefusedRoute() {
  return <NetworkRefusedPage refusal={Route.useLoaderData()} />
}
