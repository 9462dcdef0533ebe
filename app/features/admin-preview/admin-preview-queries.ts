import { queryOptions } from '@tanstack/react-query'
import { getPreviewBrands, getPreviewTenants, getTenantPreview } from './admin-preview.functions'

export const previewTenantsQuery = (query: string) =>
  queryOptions({
    queryKey: ['admin-preview', 'tenants', query],
    queryFn: () => getPreviewTenants({ data: { query } }),
    staleTime: 30_000,
  })

export const tenantPreviewQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['admin-preview', 'tenant', tenantId],
    queryFn: () => getTenantPreview({ data: { tenantId } }),
    staleTime: 0,
  })

export const previewBrandsQuery = queryOptions({
  queryKey: ['admin-preview', 'brands'],
  queryFn: () => getPreviewBrands(),
  staleTime: 0,
})
