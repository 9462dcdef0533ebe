/**
 * The page the three dashboard routes render. Kept apart from dashboard-route.ts (what their
 * loaders need) so the router's code splitting keeps the page, its tables and the shell out of
 * the entry bundle.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { TenantShell } from '../shell/tenant-shell'
import { type DashboardInput, dashboardQuery } from './dashboard.functions'
import { type DashboardRangeDays, DEFAULT_RANGE_DAYS } from './dashboard-range.shared'
import type { DashboardKind } from './dashboard-route'
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

/** The page of the dashboard route of one chat kind: its params and `?days=` make the input. */
export function DashboardRoutePage({ kind }: { kind: DashboardKind }) {
  const from = `/${kind}/$keyword/dashboard/$id/$name` as const
  const params = useParams({ from })
  const { days = DEFAULT_RANGE_DAYS } = useSearch({ from })
  const navigate = useNavigate({ from })
  return (
    <DashboardPage
      input={{ kind, keyword: params.keyword, chatId: params.id, days }}
      onDaysChange={(next) => void navigate({ search: { days: next }, replace: true })}
    />
  )
}
