/**
 * The tenant's API keys over HTTP (issue 20, ADR 039), for /integrations and scripts:
 *
 * - `GET /api/tenant/api-keys` → `{keys: [...], chats: [{id, name, nameEn}]}`
 * - `POST /api/tenant/api-keys` `{name, chats: ["chat", "custom:kw"…] | null}` → 201
 *   `{key, apiKey}`: the key itself, shown this once
 * - `DELETE /api/tenant/api-keys/{id}` → `{apiKey}` (revoked)
 *
 * Owners and admins only (403 in both languages otherwise); audited `api_key.create` and
 * `api_key.revoke`. Bad input is 400 in both languages and writes nothing.
 */
import { z } from 'zod'
import type { Db } from '#db/client'
import { canManageTeam } from '../../features/team/team-rules.shared'
import { jsonError, jsonResponse, readJsonInput, tenantHandler } from '../chat/chat-http.server'
import { actorRole, auditActor, type TeamActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import { availableChats, MAX_KEY_NAME_LENGTH, tenantApiKeysRepository } from './tenant-api-keys.server'

type NoParams = Record<string, never>

async function requireKeyManager(db: Db, caller: TeamActor) {
  if (!canManageTeam(await actorRole(db, caller))) throw new ForbiddenError('errors.openaiApi.managersOnly')
}

export const handleListApiKeys = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await dependencies.getDb()
    await requireKeyManager(db, caller)
    const [keys, chats] = await Promise.all([
      tenantApiKeysRepository(db, caller.tenantId).list(),
      availableChats(db, caller.tenantId),
    ])
    return jsonResponse(200, { keys, chats })
  },
)

const newKeySchema = z.object({
  name: z.string({ error: 'errors.openaiApi.keyNameInvalid' }),
  chats: z.array(z.string(), { error: 'errors.openaiApi.keyChatsInvalid' }).max(200).nullable().default(null),
})

export const handleCreateApiKey = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await dependencies.getDb()
    await requireKeyManager(db, caller)
    const body = await readJsonInput(request, newKeySchema, (error) => {
      const nameWrong = error.issues.some((issue) => issue.path[0] === 'name')
      return nameWrong
        ? jsonError(400, 'invalid_input', 'errors.openaiApi.keyNameInvalid', { max: MAX_KEY_NAME_LENGTH })
        : jsonError(400, 'invalid_input', 'errors.openaiApi.keyChatsInvalid')
    })
    if (!body.ok) return body.response
    const created = await tenantApiKeysRepository(db, caller.tenantId).create({
      ...body.value,
      actor: auditActor(caller),
      createdBy: caller.userId,
    })
    return jsonResponse(201, { key: created.key, apiKey: created.summary })
  },
)

export const handleRevokeApiKey = tenantHandler<{ id: string }>(
  { mutating: true },
  async (caller, { params, dependencies }) => {
    const db = await dependencies.getDb()
    await requireKeyManager(db, caller)
    const apiKey = await tenantApiKeysRepository(db, caller.tenantId).revoke(params.id, auditActor(caller))
    return jsonResponse(200, { apiKey })
  },
)
