/**
 * What the console's pickers (tenant, application, plan) ask of the server, as the views see it:
 * the views take a search function, so stories and tests answer without a server.
 */
import type { AdminChoice, AdminChoiceKind } from '../../server/admin/tenants/admin-choices.server'
import type { SearchPickerResult } from '../../ui/search-picker/search-picker'

export type { AdminChoice, AdminChoiceKind }

export type AdminChoiceSearch = (
  kind: AdminChoiceKind,
  query: string,
  signal: AbortSignal,
) => Promise<SearchPickerResult>

/** For stories and tests: matches by label in fixed lists, at most 20, as the server does. */
export function searchAdminChoicesIn(lists: Partial<Record<AdminChoiceKind, readonly AdminChoice[]>>) {
  const search: AdminChoiceSearch = async (kind, query) => {
    const matches = (lists[kind] ?? []).filter((choice) =>
      choice.label.toLowerCase().includes(query.trim().toLowerCase()),
    )
    return { options: matches.slice(0, 20), more: matches.length > 20 }
  }
  return search
}
