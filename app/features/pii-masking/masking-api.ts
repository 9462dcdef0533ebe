/**
 * Where the masking settings are read and saved (ADR 034): an application's on the console, the
 * caller's tenant's on /team. Components take one of these, so stories pass their own.
 */
import { type ApiResult, callApi } from '../team/team-api-client'
import type { ApplicationMaskingView, TenantMaskingView } from './masking.shared'

export type { ApiResult }

export interface MaskingApi<T> {
  key: readonly unknown[]
  load(): Promise<ApiResult<T>>
  save(body: Record<string, unknown>): Promise<ApiResult<T>>
}

export const ownMaskingApi: MaskingApi<TenantMaskingView> = {
  key: ['tenant-masking'],
  load: () => callApi('GET', '/api/tenant/masking'),
  save: (body) => callApi('PUT', '/api/tenant/masking', body),
}

export function applicationMaskingApi(applicationKey: string): MaskingApi<ApplicationMaskingView> {
  const path = `/api/admin/applications/${encodeURIComponent(applicationKey)}/masking`
  return {
    key: ['admin-application-masking', applicationKey],
    load: () => callApi('GET', path),
    save: (body) => callApi('PUT', path, body),
  }
}

/** The console's per-item errors (`ngWords.3`) as one per field (`ngWords`), for the form to show. */
export function perField<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.ok) return result
  const fieldErrors: typeof result.fieldErrors = {}
  for (const [path, text] of Object.entries(result.fieldErrors)) {
    const field = path.split('.')[0] ?? path
    fieldErrors[field] ??= text
  }
  return { ...result, fieldErrors }
}
