/** The /admin/system route's loader, apart from the page (route options ship in the first load). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { adminSystemQuery } from './admin-system.functions'

export async function loadAdminSystemRoute(queryClient: QueryClient) {
  const result = await queryClient.ensureQueryData(adminSystemQuery)
  if (result.status === 'signed-out') throw redirect({ to: '/admin/login' })
}
