import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import {
  listPreviewBrands,
  loadTenantPreview,
  type PreviewTenant,
  searchPreviewTenants,
  type TenantPreview,
} from '../../server/admin/system/preview.server'
import { getRequestSession } from '../../server/auth/session.server'

export type PreviewTenantsResult = { status: 'ok'; tenants: PreviewTenant[] } | { status: 'signed-out' }
export type TenantPreviewResult =
  | { status: 'ok'; preview: TenantPreview }
  | { status: 'not-found' }
  | { status: 'signed-out' }

async function isSystemAdmin() {
  const session = await getRequestSession(getRequest().headers)
  return session?.user.isSystemAdminLogin === true
}

/** A NUL character names no tenant and cannot even be sent to the database: the field counts as empty. */
function stringField(input: unknown, field: string, max: number): string {
  const value = (input as Record<string, unknown> | null | undefined)?.[field]
  return typeof value === 'string' && !value.includes('\u0000') ? value.slice(0, max) : ''
}

/** Tenants by name or slug for the preview's picker (at most 20); system administrators only. */
export const getPreviewTenants = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ query: stringField(input, 'query', 100) }))
  .handler(async ({ data }): Promise<PreviewTenantsResult> => {
    if (!(await isSystemAdmin())) return { status: 'signed-out' }
    const { db } = await getDatabase()
    return { status: 'ok', tenants: await searchPreviewTenants(db, data.query) }
  })

/** One tenant's home data and theme, without signing in as any of its members. */
export const getTenantPreview = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ tenantId: stringField(input, 'tenantId', 100) }))
  .handler(async ({ data: { tenantId } }): Promise<TenantPreviewResult> => {
    if (!(await isSystemAdmin())) return { status: 'signed-out' }
    if (!tenantId) return { status: 'not-found' }
    const { db } = await getDatabase()
    const preview = await loadTenantPreview(db, tenantId)
    return preview ? { status: 'ok', preview } : { status: 'not-found' }
  })

export type PreviewBrandsResult =
  | { status: 'ok'; brands: Awaited<ReturnType<typeof listPreviewBrands>> }
  | { status: 'signed-out' }

/** Every application's identity (the console may see them all); system administrators only. */
export const getPreviewBrands = createServerFn({ method: 'GET' }).handler(
  async (): Promise<PreviewBrandsResult> => {
    if (!(await isSystemAdmin())) return { status: 'signed-out' }
    const { db } = await getDatabase()
    return { status: 'ok', brands: await listPreviewBrands(db) }
  },
)
