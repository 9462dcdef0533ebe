/**
 * The JSON API of a tenant's SAML set-up (ADR 037):
 * - the tenant's owners (/team, or scripts with `Authorization: Bearer`):
 *   `GET|PUT|DELETE /api/tenant/saml`;
 * - the system administrator (the console's tenant dialog): `GET|PUT|DELETE /api/admin/tenants/{id}/saml`.
 * `PUT {metadataUrl? | metadataXml?, emailDomains?, defaultRole?, enabled?}` answers the set-up as
 * `GET` does; a refusal is 400/409 in both languages with nothing stored; `DELETE` → `{removed}`.
 */

import { withSystemAdmin } from '../admin/admin-http.server'
import {
  type ChatApiDependencies,
  defaultDependencies,
  jsonResponse,
  readJsonBody,
  tenantHandler,
} from '../chat/chat-http.server'
import { getServerConfig } from '../config.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import {
  deleteSamlSettings,
  getSamlSettings,
  type SamlUrlContext,
  setSamlSettings,
} from './saml-settings.server'

type NoParams = Record<string, never>
type Dependencies = Pick<ChatApiDependencies, 'getDb' | 'getSession'>

function urlContext(): SamlUrlContext {
  const config = getServerConfig()
  return {
    baseUrl: config.server.baseUrl,
    basePath: config.auth.basePath,
    allowPrivateMetadata: config.saml.allowPrivateMetadata,
  }
}

async function ownerOnly(
  db: Awaited<ReturnType<Dependencies['getDb']>>,
  caller: Parameters<typeof actorRole>[1],
) {
  if ((await actorRole(db, caller)) !== 'owner') throw new ForbiddenError('errors.saml.ownersOnly')
}

export const handleGetOwnSaml = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await dependencies.getDb()
    await ownerOnly(db, caller)
    return jsonResponse(200, await getSamlSettings(db, caller.tenantId, urlContext()))
  },
)

export const handleSetOwnSaml = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await dependencies.getDb()
    await ownerOnly(db, caller)
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const view = await setSamlSettings(db, {
      tenantId: caller.tenantId,
      input: body.value,
      actor: auditActor(caller),
      urls: urlContext(),
    })
    return jsonResponse(200, view)
  },
)

export const handleDeleteOwnSaml = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { dependencies }) => {
    const db = await dependencies.getDb()
    await ownerOnly(db, caller)
    return jsonResponse(200, { removed: await deleteSamlSettings(db, caller.tenantId, auditActor(caller)) })
  },
)

/** The console's: any tenant by id, the system administrator only. */
export function handleAdminSaml(
  request: Request,
  tenantId: string,
  dependencies: Dependencies = defaultDependencies,
) {
  const method = request.method
  return withSystemAdmin(
    request,
    dependencies,
    { mutating: method !== 'GET', body: method === 'PUT' },
    async (caller, body) => {
      const db = await dependencies.getDb()
      if (method === 'DELETE') {
        return jsonResponse(200, { removed: await deleteSamlSettings(db, tenantId, caller.actor) })
      }
      if (method === 'PUT') {
        await setSamlSettings(db, { tenantId, input: body, actor: caller.actor, urls: urlContext() })
      }
      return jsonResponse(200, await getSamlSettings(db, tenantId, urlContext()))
    },
  )
}
