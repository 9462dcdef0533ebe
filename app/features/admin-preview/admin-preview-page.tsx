import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { AdminShell } from '../admin-shell/admin-shell'
import { SignInForm } from '../auth/sign-in-form'
import { sampleHome } from '../home/home.fixtures'
import { DEFAULT_THEME_KEY, ThemeCatalogueProvider } from '../theme/theme-catalogue'
import { themeCatalogueQuery } from '../theme/theme-catalogue.functions'
import { previewBrandsQuery, previewTenantsQuery, tenantPreviewQuery } from './admin-preview-queries'
import { type PreviewSearchParams, withPreviewDefaults } from './admin-preview-search'
import { AdminPreviewView } from './admin-preview-view'
import { previewIdentityFor } from './preview-identity'

/** /admin/system/preview: the view wired to the tenant search and the tenant's data. */
export function AdminPreviewPage({
  search: params,
  onSearchChange,
}: {
  /** The URL's search; the page and columns left out of it take their defaults here. */
  search: PreviewSearchParams
  onSearchChange: (next: PreviewSearchParams) => void
}) {
  const search = withPreviewDefaults(params)
  const [tenantQuery, setTenantQuery] = useState('')
  const deferredQuery = useDeferredValue(tenantQuery.trim())
  const results = useQuery({ ...previewTenantsQuery(deferredQuery), placeholderData: (previous) => previous })
  const preview = useQuery({ ...tenantPreviewQuery(search.tenant ?? ''), enabled: Boolean(search.tenant) })
  const tenantData = preview.data?.status === 'ok' ? preview.data.preview : null
  const brands = useQuery(previewBrandsQuery).data
  const catalogue = useQuery(themeCatalogueQuery).data
  const themes = catalogue?.status === 'ok' ? catalogue.themes : []
  const brandList = brands?.status === 'ok' ? brands.brands : []
  const identityFor = previewIdentityFor(
    brandList,
    tenantData && { themeKey: tenantData.tenant.themeKey, identity: tenantData.identity },
    themes,
  )
  // No columns chosen: the platform's theme beside the first application's.
  const firstBrandTheme = brandList.find((brand) => brand.themeKey !== DEFAULT_THEME_KEY)?.themeKey
  const shown =
    search.themes.length > 0
      ? search
      : { ...search, themes: [DEFAULT_THEME_KEY, ...(firstBrandTheme ? [firstBrandTheme] : [])] }
  return (
    <AdminShell>
      <ThemeCatalogueProvider themes={themes}>
        <AdminPreviewView
          search={shown}
          onSearchChange={onSearchChange}
          tenant={tenantData?.tenant ?? null}
          home={tenantData?.home ?? sampleHome}
          tenantQuery={tenantQuery}
          onTenantQueryChange={setTenantQuery}
          tenantResults={results.data?.status === 'ok' ? results.data.tenants : undefined}
          identityFor={identityFor}
          // The tenant's sign-in page itself, under the column's brand (BrandProvider in the panel).
          renderLogin={() => <SignInForm area="tenant" />}
        />
      </ThemeCatalogueProvider>
    </AdminShell>
  )
}
