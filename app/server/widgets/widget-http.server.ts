/**
 * The widget settings API (issue 20, ADR 040), for the settings section and scripts with
 * `Authorization: Bearer`; owners and admins only (403 in both languages otherwise):
 *
 * - `GET /api/tenant/widgets` → `{widgets: WidgetView[], chats: [{id, name, nameEn}]}`
 * - `POST /api/tenant/widgets` `{chat, allowedOrigins, name?, greetingJa?, greetingEn?, position?,
 *   accentColor?, visitorDailyCap?, dailyCap?, enabled?}` → 201 `WidgetView`
 * - `PATCH /api/tenant/widgets/{id}` any of those fields → `WidgetView`
 * - `DELETE /api/tenant/widgets/{id}` → `{removed: true}`
 */
import { textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { canManageTeam } from '../../features/team/team-rules.shared'
import { jsonResponse, readJsonBody, type TenantCaller, tenantHandler } from '../chat/chat-http.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import { tenantChatsRepository } from '../tenancy/chat-repository.server'
import { createWidget, deleteWidget, listWidgets, updateWidget } from './widgets.server'

type NoParams = Record<string, never>

async function requireWidgetManager(db: Db, caller: TenantCaller) {
  if (!canManageTeam(await actorRole(db, caller))) throw new ForbiddenError('errors.widgets.managersOnly')
}

/** The chats a widget may use, named as the select shows them. */
async function availableChats(db: Db, tenantId: string) {
  const catalogue = await tenantChatsRepository(db, tenantId).list()
  return [
    { id: 'chat', name: textIn('ja', 'chat.generalName'), nameEn: textIn('en', 'chat.generalName') },
    ...catalogue.map((chat) => ({
      id: `${chat.kind}:${chat.keyword}`,
      name: chat.name,
      nameEn: chat.nameEn,
    })),
  ]
}

export const handleListWidgets = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await dependencies.getDb()
    await requireWidgetManager(db, caller)
    const [widgets, chats] = await Promise.all([
      listWidgets(db, caller.tenantId),
      availableChats(db, caller.tenantId),
    ])
    return jsonResponse(200, { widgets, chats })
  },
)

export const handleCreateWidget = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await dependencies.getDb()
    await requireWidgetManager(db, caller)
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const widget = await createWidget(db, {
      tenantId: caller.tenantId,
      actor: auditActor(caller),
      fields: body.value,
    })
    return jsonResponse(201, widget)
  },
)

export const handleUpdateWidget = tenantHandler<{ id: string }>(
  { mutating: true },
  async (caller, { request, params, dependencies }) => {
    const db = await dependencies.getDb()
    await requireWidgetManager(db, caller)
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const widget = await updateWidget(db, {
      tenantId: caller.tenantId,
      actor: auditActor(caller),
      id: params.id,
      fields: body.value,
    })
    return jsonResponse(200, widget)
  },
)

export const handleDeleteWidget = tenantHandler<{ id: string }>(
  { mutating: true },
  async (caller, { params, dependencies }) => {
    const db = await dependencies.getDb()
    await requireWidgetManager(db, caller)
    return jsonResponse(
      200,
      await deleteWidget(db, { tenantId: caller.tenantId, actor: auditActor(caller), id: params.id }),
    )
  },
)
