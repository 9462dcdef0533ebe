/**
 * The tenant's webhooks over HTTP (ADR 041), for the settings section and scripts with
 * `Authorization: Bearer`; owners and admins only (403 otherwise), every change audited:
 *
 * - `GET    /api/tenant/webhooks` → `{endpoints}`; `POST` `{url, events, description?, enabled?}` → 201 `{endpoint}` with `secret`, shown once
 * - `PATCH  /api/tenant/webhooks/{id}` `{url?, events?, description?, enabled?}` → `{endpoint}`; `DELETE` → `{deleted: true}`
 * - `POST   /api/tenant/webhooks/{id}/rotate-secret` → `{endpoint}` with the new `secret`
 * - `GET    /api/tenant/webhooks/{id}/deliveries` → `{deliveries}` (newest first, with their attempts)
 * - `POST   /api/tenant/webhooks/{id}/deliveries/{deliveryId}/replay` → 202 `{delivery}`
 * - `POST   /api/tenant/webhooks/{id}/test` → 202 `{delivery}`
 *
 * Bad input is a bilingual 400 and stores nothing; another tenant's ids are 404.
 */
import type { Db } from '#db/client'
import { canManageTeam } from '../../features/team/team-rules.shared'
import { jsonResponse, readJsonBody, type TenantCaller, tenantHandler } from '../chat/chat-http.server'
import { getServerConfig } from '../config.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import { listWebhookDeliveries, replayWebhookDelivery, sendTestWebhook } from './webhook-deliveries.server'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.server'
import type { UrlPolicy } from './webhook-url.server'

type NoParams = Record<string, never>
type EndpointParams = { id: string }

async function requireManager(db: Db, caller: TenantCaller) {
  if (!canManageTeam(await actorRole(db, caller))) throw new ForbiddenError('errors.webhooks.managersOnly')
}

const urlPolicy = (): UrlPolicy => ({ allowPrivate: getServerConfig().webhooks.allowPrivate })

/** A handler for managers of the caller's own tenant: the frame, the role check, the database. */
function managerHandler<P>(
  mutating: boolean,
  handle: (db: Db, caller: TenantCaller, params: P, request: Request) => Promise<Response>,
) {
  return tenantHandler<P>({ mutating }, async (caller, { request, params, dependencies }) => {
    const db = await dependencies.getDb()
    await requireManager(db, caller)
    return handle(db, caller, params, request)
  })
}

export const handleListWebhooks = managerHandler<NoParams>(false, async (db, caller) =>
  jsonResponse(200, { endpoints: await listWebhookEndpoints(db, caller.tenantId) }),
)

export const handleCreateWebhook = managerHandler<NoParams>(true, async (db, caller, _params, request) => {
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const endpoint = await createWebhookEndpoint(db, {
    tenantId: caller.tenantId,
    input: body.value,
    actor: auditActor(caller),
    policy: urlPolicy(),
  })
  return jsonResponse(201, { endpoint })
})

export const handleUpdateWebhook = managerHandler<EndpointParams>(
  true,
  async (db, caller, params, request) => {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const endpoint = await updateWebhookEndpoint(db, {
      tenantId: caller.tenantId,
      id: params.id,
      input: body.value,
      actor: auditActor(caller),
      policy: urlPolicy(),
    })
    return jsonResponse(200, { endpoint })
  },
)

export const handleDeleteWebhook = managerHandler<EndpointParams>(true, async (db, caller, params) => {
  await deleteWebhookEndpoint(db, { tenantId: caller.tenantId, id: params.id, actor: auditActor(caller) })
  return jsonResponse(200, { deleted: true })
})

export const handleRotateWebhookSecret = managerHandler<EndpointParams>(true, async (db, caller, params) => {
  const endpoint = await rotateWebhookSecret(db, {
    tenantId: caller.tenantId,
    id: params.id,
    actor: auditActor(caller),
  })
  return jsonResponse(200, { endpoint })
})

export const handleListWebhookDeliveries = managerHandler<EndpointParams>(false, async (db, caller, params) =>
  jsonResponse(200, { deliveries: await listWebhookDeliveries(db, caller.tenantId, params.id) }),
)

export const handleReplayWebhookDelivery = managerHandler<EndpointParams & { deliveryId: string }>(
  true,
  async (db, caller, params) => {
    const delivery = await replayWebhookDelivery(db, {
      tenantId: caller.tenantId,
      endpointId: params.id,
      deliveryId: params.deliveryId,
      actor: auditActor(caller),
    })
    return jsonResponse(202, { delivery })
  },
)

export const handleTestWebhook = managerHandler<EndpointParams>(true, async (db, caller, params) => {
  const delivery = await sendTestWebhook(db, {
    tenantId: caller.tenantId,
    endpointId: params.id,
    actor: auditActor(caller),
  })
  return jsonResponse(202, { delivery })
})
