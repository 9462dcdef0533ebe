/**
 * The page `/usageSituation` renders. Kept apart from usage-route.ts (what its loader needs) so
 * the router's code splitting keeps the page, its tables and the shell out of the entry bundle.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TenantShell } from '../shell/tenant-shell'
import { type UsageSearch, usageQuery } from './usage.functions'
import type { UsagePreset } from './usage-range.shared'
import { UsageView } from './usage-view'

export function UsagePage({
  search,
  onSearchChange,
}: {
  search: UsageSearch
  onSearchChange: (search: UsageSearch) => void
}) {
  const { i18n } = useTranslation()
  const { data } = useSuspenseQuery(usageQuery(search))
  if (data.status === 'signed-out') return null
  const csvHref =
    data.status === 'ok'
      ? `/api/usage/csv?${new URLSearchParams({
          from: data.usage.range.from,
          to: data.usage.range.to,
          lang: i18n.language.startsWith('en') ? 'en' : 'ja',
        })}`
      : null
  return (
    <TenantShell>
      <UsageView
        result={data}
        csvHref={csvHref}
        onPreset={(preset: UsagePreset) => onSearchChange({ preset })}
        onCustom={(range) => onSearchChange(range)}
      />
    </TenantShell>
  )
}
