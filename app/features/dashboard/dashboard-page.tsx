/**
 * The page the three dashboard routes render. Kept apart from dashboard-route.ts (what their
 * loaders need) so the router's code splitting keeps the page, its tables and the shell out of
 * the entry bundle.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { TenantShell } from '../shell/tenant-shell'
import { type DashboardInput, dashboardQuery } from './dashboard.functions'
import type { DashboardRangeDays } from './dashboard-range'
import { DashboardView } from './dashboard-view'

export function DashboardPage({
  input,
  onDaysChange,
}: {
  input: DashboardInput
  onDaysChange: (days: DashboardRangeDays) => void
}) {
  const { data } = useSuspenseQuery(dashboardQuery(input))
  if (data.status !== 'ok') return null
  return (
    <TenantShell>
      <DashboardView dashboard={data.dashboard} onDaysChange={onDaysChange} />
    </TenantShell>
  )
}
