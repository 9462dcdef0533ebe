/**
 * `GET|PUT /api/admin/system/settings`: the system settings of /admin/system, for a session signed
 * in through /admin/login only (401 signed out, 403 anyone else). Errors use the chat API's shape
 * `{ error, message, messages: { ja, en } }`; a bad form adds `fieldErrors: { field: i18n key }`.
 */
import {
  type ChatApiDependencies,
  crossSiteRefusal,
  defaultDependencies,
  errorResponse,
  jsonError,
  jsonResponse,
  readJsonBody,
  unauthenticated,
} from '../../chat/chat-http.server'
import { loadSystemSettings, SystemSettingsInputError, updateSystemSettings } from './system-settings.server'

export function adminOnly() {
  return jsonError(
    403,
    'forbidden',
    'この操作はシステム管理者のみ行えます。',
    'Only the system administrator can do this.',
  )
}

/** The frame of both handlers: CSRF for changes, the administrator check, one error exit. */
async function withSystemAdmin(
  request: Request,
  dependencies: ChatApiDependencies,
  options: { mutating: boolean },
  handle: (adminId: string) => Promise<Response>,
): Promise<Response> {
  try {
    if (options.mutating) {
      const refusal = crossSiteRefusal(request)
      if (refusal) return refusal
    }
    const session = await dependencies.getSession(request.headers)
    if (!session) return unauthenticated()
    if (!session.user.isSystemAdminLogin) return adminOnly()
    return await handle(session.user.id)
  } catch (error) {
    return errorResponse(error)
  }
}

export function handleSystemSettingsGet(request: Request, dependencies = defaultDependencies) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () =>
    jsonResponse(200, { settings: await loadSystemSettings(await dependencies.getDb()) }),
  )
}

/** The whole form (see systemSettingsFormSchema) → `{settings, changed}`; 400 with field errors. */
export function handleSystemSettingsUpdate(request: Request, dependencies = defaultDependencies) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async (adminId) => {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    try {
      const result = await updateSystemSettings(await dependencies.getDb(), body.value, `admin:${adminId}`)
      return jsonResponse(200, result)
    } catch (error) {
      if (!(error instanceof SystemSettingsInputError)) throw error
      return jsonResponse(400, {
        error: 'invalid_input',
        message: '入力内容を確認してください。 / Please check the form.',
        messages: { ja: '入力内容を確認してください。', en: 'Please check the form.' },
        fieldErrors: error.fieldErrors,
      })
    }
  })
}
