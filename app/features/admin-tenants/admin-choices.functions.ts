/**
 * The console pickers' server search (tenants, applications, plans by name, slug/key or id; at
 * most 20). Checked in the handler: the administrator's session (403 otherwise), the input
 * (400 with a message in Japanese and English).
 */
import { createServerFn } from '@tanstack/react-start'
import { searchAdminChoices as searchChoicesIn } from '../../server/admin/tenants/admin-choices.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import { SearchPickerError } from '../../ui/search-picker/search-picker-texts'
import type { AdminChoiceSearch } from './admin-choices'

export const searchAdminChoices = createServerFn({ method: 'GET' })
  // Parsed in the handler, on the server: a validator would ship zod to the browser.
  .validator((input: unknown) => input)
  .handler(({ data }) => handleAdminRequest((db) => searchChoicesIn(db, data)))

/** The pages' search: a refusal comes back as the picker's message (the field's, or the whole). */
export const searchAdminChoicesOnServer: AdminChoiceSearch = async (kind, query, signal) => {
  const result = await searchAdminChoices({ data: { kind, q: query }, signal })
  if (result.ok) return result.data
  throw new SearchPickerError(Object.values(result.fieldErrors)[0] ?? result.message)
}
