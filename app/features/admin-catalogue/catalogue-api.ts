/**
 * How the catalogue pages talk to the server: a `CatalogueApi` (the server function in the app,
 * a fake in stories and tests), query options keyed by operation and input, and the reader's
 * half of a refusal's bilingual messages.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import type {
  AdminCatalogueData,
  AdminCatalogueFailure,
  AdminCatalogueOperation,
  AdminCatalogueResult,
} from '../../server/admin/catalogue/admin-catalogue-api.server'

export type { AdminCatalogueData, AdminCatalogueFailure, AdminCatalogueOperation }

export type CatalogueApi = <K extends AdminCatalogueOperation>(
  operation: K,
  input?: Record<string, unknown>,
) => Promise<AdminCatalogueResult<AdminCatalogueData<K>>>

export const CATALOGUE_QUERY_ROOT = 'admin-catalogue'

export function catalogueQuery<K extends AdminCatalogueOperation>(
  api: CatalogueApi,
  operation: K,
  input: Record<string, unknown> = {},
) {
  return queryOptions({
    queryKey: [CATALOGUE_QUERY_ROOT, operation, input],
    queryFn: () => api(operation, input),
    // The page being replaced stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** The first page each console page shows (the route loader fetches the same). */
export const FIRST_PAGE = { pageIndex: 0, pageSize: 25 } as const

/**
 * A refusal in the reader's language: errors of the fields the form shows go under them; the
 * rest (and the message when there are no field errors) go to the form's own message.
 */
export function failureText(failure: AdminCatalogueFailure, language: string, shown: readonly string[] = []) {
  const fields: Record<string, string> = {}
  const other: string[] = []
  for (const [field, text] of Object.entries(failure.fieldErrors ?? {})) {
    if (shown.includes(field)) fields[field] = inLanguage(text, language)
    else other.push(inLanguage(text, language))
  }
  if (!failure.fieldErrors) other.push(inLanguage(failure.message, language))
  return { fields, form: other.length > 0 ? other.join('\n') : undefined }
}
