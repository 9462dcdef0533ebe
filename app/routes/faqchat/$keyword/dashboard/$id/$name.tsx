import { createFileRoute } from '@tanstack/react-router'
import { DashboardRoutePage } from '#app/features/dashboard/dashboard-page'
import { dashboardRoute } from '#app/features/dashboard/dashboard-route'

// The dashboard of one faqchat (app/features/dashboard/dashboard-route.ts).
export const Route = createFileRoute('/faqchat/$keyword/dashboard/$id/$name')({
  ...dashboardRoute('faqchat'),
  component: () => <DashboardRoutePage kind="faqchat" />,
})
