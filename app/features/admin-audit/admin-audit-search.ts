/**
 * The audit log's search params on /admin: `?actor=&action=&tenant=&from=YYYY-MM-DD&to=&oldest=1&page=&size=`.
 * Plain checks (route options ship in the first load); the server validates dates and the tenant.
 */
export const AUDIT_SIZES = [10, 20, 50, 100] as const

export interface AuditSearch {
  actor?: string
  action?: string
  /** A tenant slug. */
  tenant?: string
  from?: string
  to?: string
  oldest?: boolean
  /** 1-based. */
  page?: number
  size?: number
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined

export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.page)
  const size = Number(search.size)
  const fields = {
    actor: text(search.actor, 200),
    action: text(search.action, 100),
    tenant: text(search.tenant, 63),
    from: text(search.from, 10),
    to: text(search.to, 10),
  }
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...((search.oldest === true || search.oldest === 1 || search.oldest === '1') && { oldest: true }),
    ...(Number.isInteger(page) && page > 1 && page <= 1_000_000 && { page }),
    ...((AUDIT_SIZES as readonly number[]).includes(size) && { size }),
  }
}

export function auditListRequest(search: AuditSearch) {
  return {
    actor: search.actor,
    action: search.action,
    tenant: search.tenant,
    from: search.from,
    to: search.to,
    oldestFirst: search.oldest ?? false,
    page: (search.page ?? 1) - 1,
    size: search.size ?? 20,
  }
}
