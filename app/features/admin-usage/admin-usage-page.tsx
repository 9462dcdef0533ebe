import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AdminShell } from '../admin-shell/admin-shell'
import { type TotalUsageSearch, totalUsageQuery } from './admin-usage.functions'
import { AdminUsageView } from './admin-usage-view'

/** The /admin/totalUsageSituation route's page: the view wired to the URL and the CSV export. */
export function AdminUsagePage({
  search,
  onSearchChange,
}: {
  search: TotalUsageSearch
  onSearchChange: (search: TotalUsageSearch) => void
}) {
  const { i18n } = useTranslation()
  const { data } = useSuspenseQuery(totalUsageQuery(search))
  if (data.status === 'signed-out') return null
  const csvHref =
    data.status === 'ok'
      ? `/api/admin/usage/csv?${new URLSearchParams({
          from: data.usage.range.from,
          to: data.usage.range.to,
          ...(data.usage.application && { application: data.usage.application }),
          lang: i18n.language.startsWith('en') ? 'en' : 'ja',
        })}`
      : null
  // A new range or filter starts the tenant table again from its first page.
  const { preset, from, to, page, ...rest } = search
  return (
    <AdminShell>
      <AdminUsageView
        result={data}
        csvHref={csvHref}
        onPreset={(next) => onSearchChange({ ...rest, preset: next })}
        onCustom={(range) => onSearchChange({ ...rest, ...range })}
        onApplication={(application) => onSearchChange({ ...search, page: undefined, application })}
        onTenantPage={(change) => onSearchChange({ ...search, ...change })}
      />
    </AdminShell>
  )
}
