/**
 * Where the organisation's data section reads and changes things: the owner's API on /team, or
 * the console's for any tenant (exports only). Components take one of these, so stories and the
 * console pass their own.
 */
import type { ExportView } from '../../server/tenant-lifecycle/tenant-exports.server'
import { type ApiResult, callApi } from './team-api-client'

export type { ExportView }

export interface TenantExportsApi {
  key: readonly unknown[]
  list(): Promise<ApiResult<{ exports: ExportView[] }>>
  request(): Promise<ApiResult<{ id: string }>>
}

export interface ThreadRetentionApi {
  key: readonly unknown[]
  load(): Promise<ApiResult<{ days: number | null }>>
  /** `days` as typed: the server refuses anything but 1–36500 or null, in both languages. */
  save(days: unknown): Promise<ApiResult<{ days: number | null }>>
}

export const ownExportsApi: TenantExportsApi = {
  key: ['tenant-exports'],
  list: () => callApi('GET', '/api/tenant/exports'),
  request: () => callApi('POST', '/api/tenant/exports'),
}

export const ownRetentionApi: ThreadRetentionApi = {
  key: ['tenant-retention'],
  load: () => callApi('GET', '/api/tenant/retention'),
  save: (days) => callApi('PUT', '/api/tenant/retention', { days }),
}

export function adminExportsApi(tenantId: string): TenantExportsApi {
  const path = `/api/admin/tenants/${encodeURIComponent(tenantId)}/exports`
  return {
    key: ['admin-tenant-exports', tenantId],
    list: () => callApi('GET', path),
    request: () => callApi('POST', path),
  }
}

/** Whether an export is still being built (the list is polled while one is). */
export function isBuilding(view: Pick<ExportView, 'status'>) {
  return view.status === 'queued' || view.status === 'running'
}
