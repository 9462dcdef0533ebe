import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import type { NetworkRefusal } from '../../server/network-access/network-refusal.shared'

/**
 * Why this page request was refused by a tenant's IP allow-list (the request middleware put it in
 * the request's context, ADR 035); null for a request that was not refused, or one that never went
 * through the request middleware (a call in tests).
 */
export const getNetworkRefusal = createServerFn({ method: 'GET' }).handler(
  async (): Promise<NetworkRefusal | null> => {
    try {
      return getGlobalStartContext()?.networkRefusal ?? null
    } catch {
      return null
    }
  },
)
