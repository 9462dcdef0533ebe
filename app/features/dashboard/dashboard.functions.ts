import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
import { type DashboardData, loadDashboard } from '../../server/dashboards/dashboard.server'
import { findTenantMember } from '../../server/home/tenant-member.server'
import { DASHBOARD_RANGE_DAYS, type DashboardRangeDays } from './dashboard-range.shared'

export type DashboardResult =
  | { status: 'ok'; dashboard: DashboardData }
  | { status: 'not-found' }
  | { status: 'signed-out' }

const dashboardInput = z.object({
  kind: z.enum(['customchat', 'faqchat', 'opschat']),
  keyword: z.string().min(1).max(100),
  chatId: z.string().min(1).max(100),
  days: z.union(DASHBOARD_RANGE_DAYS.map((days) => z.literal(days))),
})
export type DashboardInput = z.infer<typeof dashboardInput>

/** A malformed request names no chat this member has: it reads as null, and the page is not found. */
const dashboardRequest = dashboardInput.nullable().catch(null)

/** A chat's dashboard for the signed-in member; anything not theirs to see is "not found". */
export const getDashboard = createServerFn({ method: 'GET' })
  .validator(dashboardRequest)
  .handler(async ({ data: input }): Promise<DashboardResult> => {
    if (!input) return { status: 'not-found' }
    const { db } = await getDatabase()
    const member = await findTenantMember(db, getRequest().headers)
    if (!member) return { status: 'signed-out' }
    const dashboard = await loadDashboard(db, member, input)
    return dashboard ? { status: 'ok', dashboard } : { status: 'not-found' }
  })

export function dashboardQuery(input: DashboardInput) {
  return queryOptions({
    queryKey: ['dashboard', input.kind, input.keyword, input.chatId, input.days],
    queryFn: () => getDashboard({ data: input }),
  })
}

export type { DashboardRangeDays }
