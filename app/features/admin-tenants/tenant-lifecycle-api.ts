/** The console's calls for a tenant's deletion and the deleted tenants (the JSON API, ADR 030). */

import type { DeletionPreview } from '../../server/tenancy/tenant-deletion.server'
import type { TenantArchiveView } from '../../server/tenant-lifecycle/admin-lifecycle-api.server'
import { type ApiResult, callApi } from '../team/team-api-client'

export type { DeletionPreview, TenantArchiveView }

export interface TenantDeletionApi {
  key: readonly unknown[]
  preview(): Promise<ApiResult<DeletionPreview>>
  remove(confirmSlug: string): Promise<ApiResult<{ archive: TenantArchiveView }>>
}

export function adminDeletionApi(tenantId: string): TenantDeletionApi {
  const path = `/api/admin/tenants/${encodeURIComponent(tenantId)}`
  return {
    key: ['admin-tenant-deletion', tenantId],
    preview: () => callApi('GET', `${path}/deletion`),
    remove: (confirmSlug) => callApi('DELETE', path, { confirmSlug }),
  }
}

export interface ArchivesPage {
  archives: TenantArchiveView[]
  total: number
  page: number
  size: number
}

export interface TenantArchivesApi {
  key: readonly unknown[]
  list(page: number): Promise<ApiResult<ArchivesPage>>
}

export const ARCHIVES_PAGE_SIZE = 20

export const adminArchivesApi: TenantArchivesApi = {
  key: ['admin-tenant-archives'],
  list: (page) => callApi('GET', `/api/admin/tenant-archives?page=${page}&size=${ARCHIVES_PAGE_SIZE}`),
}
