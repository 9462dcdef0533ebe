/**
 * `GET /v1/models` (issue 20, ADR 039): the chats the caller may use, as OpenAI's model list. A
 * tenant key lists the chats of its scope, a personal token every chat of its tenant. `name` and
 * `name_en` are extra fields the official clients ignore.
 */
import { availableChats } from '../api-keys/tenant-api-keys.server'
import { type ChatApiDependencies, defaultDependencies, jsonResponse } from '../chat/chat-http.server'
import { openAiErrorOf } from './openai-errors.server'
import { markCallerUsed, resolveV1Caller } from './v1-caller.server'

export async function handleListModels(
  request: Request,
  dependencies: ChatApiDependencies = defaultDependencies,
): Promise<Response> {
  try {
    const db = await dependencies.getDb()
    const caller = await resolveV1Caller(request, db)
    if (caller instanceof Response) return caller
    const chats = await availableChats(db, caller.tenantId)
    const { scope } = caller
    const allowed = scope ? chats.filter((chat) => scope.includes(chat.id)) : chats
    await markCallerUsed(db, caller)
    const created = Math.floor(Date.now() / 1000)
    return jsonResponse(200, {
      object: 'list',
      data: allowed.map((chat) => ({
        id: chat.id,
        object: 'model',
        created,
        owned_by: 'tenant',
        name: chat.name,
        name_en: chat.nameEn,
      })),
    })
  } catch (error) {
    return openAiErrorOf(error)
  }
}
