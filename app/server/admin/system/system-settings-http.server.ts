/**
 * `GET|PUT /api/admin/system/settings`: the system settings of /admin/system, for a session signed
 * in through /admin/login only (401 signed out, 403 anyone else). Errors use the chat API's shape
 * `{ error, message, messages: { ja, en } }`; a bad form adds `fieldErrors: { field: i18n key }`.
 */
import { defaultDependencies, jsonError, jsonResponse, readJsonBody } from '../../chat/chat-http.server'
import { withSystemAdmin } from '../admin-http.server'
import {
  loadSystemSettings,
  parseSystemSettingsForm,
  SystemSettingsInputError,
  updateSystemSettings,
} from './system-settings.server'

export function handleSystemSettingsGet(request: Request, dependencies = defaultDependencies) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () =>
    jsonResponse(200, { settings: await loadSystemSettings(await dependencies.getDb()) }),
  )
}

/** The whole form (see systemSettingsFormSchema) → `{settings, changed}`; 400 with field errors. */
export function handleSystemSettingsUpdate(request: Request, dependencies = defaultDependencies) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async (caller) => {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    try {
      const form = parseSystemSettingsForm(body.value)
      const result = await updateSystemSettings(await dependencies.getDb(), form, caller.actor)
      return jsonResponse(200, result)
    } catch (error) {
      if (!(error instanceof SystemSettingsInputError)) throw error
      return jsonError(
        400,
        'invalid_input',
        'errors.common.checkForm',
        {},
        { fieldErrors: error.fieldErrors },
      )
    }
  })
}
