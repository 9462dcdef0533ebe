/**
 * The JSON API of brand identities (ADR 022):
 * - console (system administrator): `GET|PATCH /api/admin/applications/{key}/brand`,
 *   `PUT|DELETE /api/admin/applications/{key}/brand/{logo|favicon}`, `GET|PATCH
 *   /api/admin/tenants/{id}/brand`, `PUT|DELETE /api/admin/tenants/{id}/brand/logo`;
 * - the tenant's owner (/team): `GET|PATCH /api/team/brand`, `PUT|DELETE /api/team/brand/logo`.
 * A picture is the raw request body (any Content-Type: the bytes decide). A refused one is a 400
 * with `fieldErrors.{logo|favicon}` in Japanese and English, and nothing is stored.
 */
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import type { BrandIdentity } from '../../features/branding/brand-identity.shared'
import {
  adminHandlers,
  invalidFields,
  parseAdminFields,
  withSystemAdmin,
} from '../admin/users/admin-api.server'
import {
  type ChatApiDependencies,
  defaultDependencies,
  errorResponse,
  jsonError,
  jsonResponse,
  readJsonBody,
  withTenantCaller,
} from '../chat/chat-http.server'
import { NotFoundError } from '../errors.server'
import { readCappedBody } from '../http/capped-body.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { BrandAssetError, type BrandAssetField, MAX_BRAND_ASSET_BYTES } from './brand-asset-errors.server'
import {
  applicationBrandPatchSchema,
  readApplicationBrand,
  tenantBrandPatchSchema,
  updateApplicationBrand,
  updateTenantBrand,
} from './brand-edit.server'
import { clientIdentity } from './brand-icons.server'
import { loadBrandRecord } from './brand-record.server'

type Dependencies = Pick<ChatApiDependencies, 'getDb' | 'getSession'>

/** The body's bytes, read no further than the limit allows (a bigger upload is refused unread). */
export async function readPictureBody(request: Request, field: BrandAssetField): Promise<Uint8Array> {
  const body = await readCappedBody(request, MAX_BRAND_ASSET_BYTES)
  if (!body.ok) throw new BrandAssetError(field, { code: 'too_large', bytes: body.bytes })
  return body.bytes
}

/** A refused picture as a form error of its field; other errors as the API's usual answers. */
function pictureErrors(error: unknown): Response {
  if (error instanceof BrandAssetError) return invalidFields({ [error.field]: error.messages })
  return errorResponse(error)
}

async function withPictureErrors(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    return pictureErrors(error)
  }
}

const FIELDS = new Set<string>(['logo', 'favicon'])
const pictureField = (value: string): BrandAssetField | undefined =>
  FIELDS.has(value) ? (value as BrandAssetField) : undefined

function noSuchPicture() {
  return jsonError(404, 'not_found', 'errors.http.noSuchPictureItem')
}

/** What the console's identity dialog shows: the stored values and the identity pages get. */
async function applicationBrandAnswer(dependencies: Dependencies, key: string) {
  const db = await dependencies.getDb()
  const brand = await readApplicationBrand(db, key)
  const record = await loadBrandRecord(db, key)
  const identity: BrandIdentity | null = record ? clientIdentity(record) : null
  return jsonResponse(200, { brand, identity, themeKey: brand.themeKey })
}

/**
 * `GET` and `PATCH` of one identity in the console: `answer` shows it, `update` changes it by
 * `schema`'s fields, and a change answers as a read would.
 */
function consoleBrandHandlers<S extends z.ZodType>(
  answer: (dependencies: Dependencies, id: string) => Promise<Response>,
  schema: S,
  update: (db: Db, id: string, fields: z.infer<S>, actor: string) => Promise<unknown>,
) {
  return {
    get: (request: Request, id: string, dependencies: Dependencies = defaultDependencies) =>
      withSystemAdmin(request, dependencies, { mutating: false }, () => answer(dependencies, id)),
    patch: (request: Request, id: string, dependencies: Dependencies = defaultDependencies) =>
      adminHandlers.withFields(request, dependencies, schema, async (fields, db, caller) => {
        await update(db, id, fields, caller.actor)
        return answer(dependencies, id)
      }),
  }
}

const applicationBrandHandlers = consoleBrandHandlers(
  applicationBrandAnswer,
  applicationBrandPatchSchema,
  (db, key, fields, actor) => updateApplicationBrand(db, key, fields, {}, actor),
)
export const handleGetApplicationBrand = applicationBrandHandlers.get
export const handlePatchApplicationBrand = applicationBrandHandlers.patch

export function handleApplicationPicture(
  request: Request,
  key: string,
  kind: string,
  dependencies: Dependencies = defaultDependencies,
) {
  const field = pictureField(kind)
  return withSystemAdmin(request, dependencies, { mutating: true }, (caller) =>
    withPictureErrors(async () => {
      if (!field) return noSuchPicture()
      const picture = request.method === 'DELETE' ? null : await readPictureBody(request, field)
      await updateApplicationBrand(await dependencies.getDb(), key, {}, { [field]: picture }, caller.actor)
      return applicationBrandAnswer(dependencies, key)
    }),
  )
}

/** A tenant's own name and logo, and the identity its pages show with them. */
async function tenantBrandAnswer(dependencies: Dependencies, tenantId: string) {
  const db = await dependencies.getDb()
  const [tenant] = await db
    .select({
      id: tenants.id,
      name: tenants.name,
      brandName: tenants.brandName,
      applicationKey: tenants.applicationKey,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  if (!tenant) throw new NotFoundError('errors.tenancy.unknownTenant', { tenant: tenantId })
  const record = await loadBrandRecord(db, tenant.applicationKey, tenant.id)
  const application = await loadBrandRecord(db, tenant.applicationKey)
  return jsonResponse(200, {
    brandName: tenant.brandName,
    hasOwnLogo: record?.logo?.owner === 'tenant',
    identity: record ? clientIdentity(record) : null,
    applicationNames: application?.names ?? null,
  })
}

const tenantBrandHandlers = consoleBrandHandlers(
  tenantBrandAnswer,
  tenantBrandPatchSchema,
  (db, tenantId, fields, actor) => updateTenantBrand(db, tenantId, fields, undefined, actor),
)
export const handleGetTenantBrand = tenantBrandHandlers.get
export const handlePatchTenantBrand = tenantBrandHandlers.patch

export function handleTenantLogo(
  request: Request,
  tenantId: string,
  dependencies: Dependencies = defaultDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true }, (caller) =>
    withPictureErrors(async () => {
      const picture = request.method === 'DELETE' ? null : await readPictureBody(request, 'logo')
      await updateTenantBrand(await dependencies.getDb(), tenantId, {}, picture, caller.actor)
      return tenantBrandAnswer(dependencies, tenantId)
    }),
  )
}

/** The /team brand section: any member reads it, only an owner changes it. */
export function handleOwnBrand(request: Request, dependencies: Dependencies = defaultDependencies) {
  const mutating = request.method !== 'GET'
  return withTenantCaller(request, dependencies, { mutating }, async (caller) => {
    if (mutating) {
      const db = await dependencies.getDb()
      if ((await actorRole(db, caller)) !== 'owner')
        return jsonError(403, 'forbidden', 'errors.http.ownersOnlyBrand')
      const body = await readJsonBody(request)
      if (!body.ok) return body.response
      const parsed = parseAdminFields(tenantBrandPatchSchema, body.value)
      if (!parsed.ok) return parsed.response
      await updateTenantBrand(db, caller.tenantId, parsed.data, undefined, auditActor(caller))
    }
    return tenantBrandAnswer(dependencies, caller.tenantId)
  })
}

export function handleOwnLogo(request: Request, dependencies: Dependencies = defaultDependencies) {
  return withTenantCaller(request, dependencies, { mutating: true }, (caller) =>
    withPictureErrors(async () => {
      const db = await dependencies.getDb()
      if ((await actorRole(db, caller)) !== 'owner')
        return jsonError(403, 'forbidden', 'errors.http.ownersOnlyBrand')
      const picture = request.method === 'DELETE' ? null : await readPictureBody(request, 'logo')
      await updateTenantBrand(db, caller.tenantId, {}, picture, auditActor(caller))
      return tenantBrandAnswer(dependencies, caller.tenantId)
    }),
  )
}
