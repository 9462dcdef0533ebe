import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { readBalanceAlerts } from '../../server/alerts/balance-alerts.server'
import { findTenantMember } from '../../server/home/tenant-member.server'
import type { BalanceAlertsView } from './balance-alerts.shared'

/** Owners see and change the mail settings; anyone else gets nothing to show. */
export type BalanceAlertsResult = { status: 'owner'; settings: BalanceAlertsView } | { status: 'hidden' }

export const getBalanceAlerts = createServerFn({ method: 'GET' }).handler(
  async (): Promise<BalanceAlertsResult> => {
    const { db } = await getDatabase()
    const member = await findTenantMember(db, getRequest().headers)
    if (member?.role !== 'owner') return { status: 'hidden' }
    return { status: 'owner', settings: await readBalanceAlerts(db, member.tenantId) }
  },
)

export const balanceAlertsQuery = queryOptions({
  queryKey: ['payment', 'alerts'],
  queryFn: () => getBalanceAlerts(),
  // The balance beside the threshold moves with every reply: fresh on each visit.
  staleTime: 0,
})
