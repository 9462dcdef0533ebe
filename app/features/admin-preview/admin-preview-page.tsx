import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { AdminShell } from '../admin-shell/admin-shell'
import { SignInForm } from '../auth/sign-in-form'
import { sampleHome } from '../home/home.fixtures'
import { previewTenantsQuery, tenantPreviewQuery } from './admin-preview-queries'
import type { PreviewSearch } from './admin-preview-search'
import { AdminPreviewView } from './admin-preview-view'

/** /admin/system/preview: the view wired to the tenant search and the tenant's data. */
export function AdminPreviewPage({
  search,
  onSearchChange,
}: {
  search: PreviewSearch
  onSearchChange: (next: PreviewSearch) => void
}) {
  const [tenantQuery, setTenantQuery] = useState('')
  const deferredQuery = useDeferredValue(tenantQuery.trim())
  const results = useQuery({ ...previewTenantsQuery(deferredQuery), placeholderData: (previous) => previous })
  const preview = useQuery({ ...tenantPreviewQuery(search.tenant ?? ''), enabled: Boolean(search.tenant) })
  const tenantData = preview.data?.status === 'ok' ? preview.data.preview : null
  return (
    <AdminShell>
      <AdminPreviewView
        search={search}
        onSearchChange={onSearchChange}
        tenant={tenantData?.tenant ?? null}
        home={tenantData?.home ?? sampleHome}
        tenantQuery={tenantQuery}
        onTenantQueryChange={setTenantQuery}
        tenantResults={results.data?.status === 'ok' ? results.data.tenants : undefined}
        renderLogin={(themeKey) => <SignInForm area="tenant" aiType={themeKey} />}
      />
    </AdminShell>
  )
}
