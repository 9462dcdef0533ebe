/**
 * What /user needs before rendering, kept apart from the page components so the route's options
 * stay light in the entry bundle.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { accountQuery } from './account-queries.functions'

export function validateUserSearch(search: Record<string, unknown>): { confirmEmail?: string } {
  return typeof search.confirmEmail === 'string' && search.confirmEmail
    ? { confirmEmail: search.confirmEmail }
    : {}
}

export async function loadUserPage(queryClient: QueryClient) {
  const result = await queryClient.ensureQueryData(accountQuery)
  if (result.status === 'signed-out') throw redirect({ to: '/login' })
}
