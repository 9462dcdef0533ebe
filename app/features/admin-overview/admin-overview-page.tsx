import { useSuspenseQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { adminAuditQuery } from '../admin-audit/admin-audit.functions'
import type { AuditSearch } from '../admin-audit/admin-audit-search'
import { AuditLogSection, type AuditSearchUpdate } from '../admin-audit/audit-log-section'
import type { SearchPageProps } from '../admin-shell/admin-route'
import { AdminShell } from '../admin-shell/admin-shell'
import { adminOverviewQuery } from './admin-overview.functions'
import { AdminOverviewView } from './admin-overview-view'

/** The /admin route's page: the overview and, below it, the audit log (filters in the URL). */
export function AdminOverviewPage({
  search: auditSearch,
  onSearchChange: onAuditSearchChange,
}: SearchPageProps<AuditSearch>) {
  const { data } = useSuspenseQuery(adminOverviewQuery)
  const { data: audit } = useSuspenseQuery(adminAuditQuery(auditSearch))
  // A new order then page 1 in one event: the second change builds on the first.
  const latest = useRef(auditSearch)
  latest.current = auditSearch
  const change = (update: AuditSearchUpdate) => {
    latest.current = update(latest.current)
    onAuditSearchChange(latest.current)
  }
  if (!data.ok || !audit.ok) return null
  return (
    <AdminShell>
      <AdminOverviewView overview={data.data} />
      <AuditLogSection page={audit.data} search={auditSearch} onSearchChange={change} />
    </AdminShell>
  )
}
