/**
 * /admin/tenants' search params: `?q=&status=&app=&plan=&sort=&desc=1&page=2&size=50&tenant=<slug>`.
 * Plain checks, not zod: route options ship in every page's first load (the server parses again).
 * Unknown values fall back to the defaults rather than an error page.
 */
export const TENANT_STATUS_FILTERS = ['active', 'suspended'] as const
export const TENANT_SORTS = [
  'slug',
  'name',
  'application',
  'plan',
  'status',
  'createdAt',
  'balance',
  'members',
] as const
export const TENANT_SIZES = [10, 25, 50, 100] as const

export type TenantStatusFilter = (typeof TENANT_STATUS_FILTERS)[number]
export type TenantSort = (typeof TENANT_SORTS)[number]

export interface AdminTenantsSearch {
  q?: string
  status?: TenantStatusFilter
  app?: string
  plan?: string
  sort?: TenantSort
  desc?: boolean
  /** 1-based, as people count pages. */
  page?: number
  size?: number
  /** The tenant whose detail is open. */
  tenant?: string
}

const includes = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value)

const shortText = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined

export function validateAdminTenantsSearch(search: Record<string, unknown>): AdminTenantsSearch {
  const page = Number(search.page)
  const size = Number(search.size)
  const q = shortText(search.q, 100)
  const app = shortText(search.app, 63)
  const plan = shortText(search.plan, 63)
  const tenant = shortText(search.tenant, 63)
  return {
    ...(q && { q }),
    ...(includes(TENANT_STATUS_FILTERS, search.status) && { status: search.status }),
    ...(app && { app }),
    ...(plan && { plan }),
    ...(includes(TENANT_SORTS, search.sort) && { sort: search.sort }),
    ...((search.desc === true || search.desc === 1 || search.desc === '1') && { desc: true }),
    ...(Number.isInteger(page) && page > 1 && page <= 1_000_000 && { page }),
    ...(includes(TENANT_SIZES, size) && { size }),
    ...(tenant && { tenant }),
  }
}

/** What the list's server function is asked: the filters, a 0-based page, no detail slug. */
export function tenantListRequest(search: AdminTenantsSearch) {
  return {
    q: search.q,
    status: search.status,
    app: search.app,
    plan: search.plan,
    sort: search.sort ?? 'slug',
    desc: search.desc ?? false,
    page: (search.page ?? 1) - 1,
    size: search.size ?? 25,
  }
}
