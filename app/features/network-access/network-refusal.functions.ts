import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import type { NetworkRefusal } from '../../server/network-access/network-refusal.shared'

/**
 * Why this page request was refused by a tenant's IP allow-list (the request middleware put it in
 * the request's context, ADR 035); null for a request that was not refused.
 */
export const getNetworkRefusal = createServerFn({ method: 'GET' }).handler(
  async (): Promise<NetworkRefusal | null> => getGlobalStartContext()?.networkRefusal ?? null,
)
