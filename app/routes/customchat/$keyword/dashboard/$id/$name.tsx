import { createFileRoute } from '@tanstack/react-router'
import { DashboardRoutePage } from '#app/features/dashboard/dashboard-page'
import { dashboardRoute } from '#app/features/dashboard/dashboard-route'

// The dashboard of one customchat (app/features/dashboard/dashboard-route.ts).
export const Route = createFileRoute('/customchat/$keyword/dashboard/$id/$name')({
  ...dashboardRoute('customchat'),
  component: () => <DashboardRoutePage kind="customchat" />,
})
