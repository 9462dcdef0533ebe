/**
 * The console pickers' server search (tenants, applications, plans by name, slug/key or id; at
 * most 20). The validator reads the input; the handler checks the administrator's session (403
 * otherwise), then refuses unreadable input (400 with a message in Japanese and English).
 */
import { createServerFn } from '@tanstack/react-start'
import {
  choiceQuerySchema,
  searchAdminChoices as searchChoicesIn,
} from '../../server/admin/tenants/admin-choices.server'
import { fieldsOf, readFields } from '../../server/admin/tenants/admin-fields.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import { SearchPickerError } from '../../ui/search-picker/search-picker-texts'
import type { AdminChoiceSearch } from './admin-choices'

export const searchAdminChoices = createServerFn({ method: 'GET' })
  .validator((input: unknown) => readFields(choiceQuerySchema(), input))
  .handler(({ data }) => handleAdminRequest((db) => searchChoicesIn(db, fieldsOf(data))))

/** The pages' search: a refusal comes back as the picker's message (the field's, or the whole). */
export const searchAdminChoicesOnServer: AdminChoiceSearch = async (kind, query, signal) => {
  const result = await searchAdminChoices({ data: { kind, q: query }, signal })
  if (result.ok) return result.data
  throw new SearchPickerError(Object.values(result.fieldErrors)[0] ?? result.message)
}
