/**
 * The catalogue routes' loaders, apart from the pages (route options ship in the first load).
 * Each fetches the page's first list page; a session that is not the system administrator's is
 * sent to /admin/login (the access guard does so first; this covers a session that just ended).
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { callAdminCatalogue } from './admin-catalogue.functions'
import { type AdminCatalogueOperation, catalogueQuery, FIRST_PAGE } from './catalogue-api'

async function loadFirstPage(
  queryClient: QueryClient,
  operation: AdminCatalogueOperation,
  input: Record<string, unknown>,
) {
  const result = await queryClient.ensureQueryData(catalogueQuery(callAdminCatalogue, operation, input))
  if (!result.ok && (result.status === 401 || result.status === 403)) throw redirect({ to: '/admin/login' })
}

export const loadAdminCategories = (queryClient: QueryClient) =>
  loadFirstPage(queryClient, 'categories.list', { ...FIRST_PAGE, sortBy: 'position', sortDesc: false })

export const loadAdminCustomChats = (queryClient: QueryClient) =>
  loadFirstPage(queryClient, 'chats.list', { console: 'customchats', ...FIRST_PAGE })

export const loadAdminFaqChats = (queryClient: QueryClient) =>
  loadFirstPage(queryClient, 'chats.list', { console: 'faqchats', ...FIRST_PAGE })
