import { createFileRoute } from '@tanstack/react-router'
import { DashboardRoutePage } from '#app/features/dashboard/dashboard-page'
import { dashboardRoute } from '#app/features/dashboard/dashboard-route'

// The dashboard of one opschat (app/features/dashboard/dashboard-route.ts).
export const Route = createFileRoute('/opschat/$keyword/dashboard/$id/$name')({
  ...dashboardRoute('opschat'),
  component: () => <DashboardRoutePage kind="opschat" />,
})
