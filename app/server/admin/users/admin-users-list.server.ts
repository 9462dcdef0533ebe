/**
 * /admin/users' list: every user of every tenant and the system administrators, searched,
 * filtered, sorted and paged in the database (thousands of users never travel to the browser).
 */
import { type AnyColumn, and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '#app/features/admin-users/admin-list-query.shared'
import type { AdminUsersFilter, UserSort } from '#app/features/admin-users/admin-users-filter.shared'
import type { Db } from '#db/client'
import { tenantMembers, tenants, user } from '#db/schema'
import { SYSTEM_ADMIN_ROLE } from '../../tenancy/users.server'
import { type AdminChoice, adminChoiceOf, firstAdminChoice } from '../tenants/admin-choices.server'
import { containsText } from '../text-search.server'

export interface AdminUserRow {
  id: string
  name: string
  email: string
  tenantId: string | null
  tenantSlug: string | null
  tenantName: string | null
  /** Null: no membership (a system administrator, or removed from the tenant). */
  tenantRole: 'owner' | 'admin' | 'member' | null
  systemAdmin: boolean
  banned: boolean
  banReason: string | null
  createdAt: string
  /** Two-factor authentication is on (the console offers its reset, ADR 036). */
  twoFactorEnabled?: boolean
}

/** One page of users (the JSON API's answer). */
export interface AdminUsersList {
  rows: AdminUserRow[]
  total: number
  page: number
  size: number
}

/**
 * What the page shows: the list and the labels its tenant pickers start from. No tenant list:
 * the pickers search the server (admin-choices.server.ts), however many tenants there are.
 */
export interface AdminUsersPage extends AdminUsersList {
  /** The tenant filter's label (the URL holds its id); null without one, or for `none`. */
  tenantChoice: AdminChoice | null
  /** The create form's starting tenant (the first by slug); null when there is no tenant. */
  defaultTenant: AdminChoice | null
}

function conditions(filter: AdminUsersFilter, q: string): SQL[] {
  // Service identities of API keys and widgets are no people (issue 20).
  const where: SQL[] = [isNull(user.serviceKind)]
  const matches = containsText(q, [user.email, user.name])
  if (matches) where.push(matches)
  if (filter.tenant === 'none') where.push(isNull(user.tenantId))
  else if (filter.tenant) where.push(eq(user.tenantId, filter.tenant))
  if (filter.role === 'system-admin') where.push(eq(user.role, SYSTEM_ADMIN_ROLE))
  else if (filter.role) where.push(eq(tenantMembers.role, filter.role))
  if (filter.banned === 'yes') where.push(eq(user.banned, true))
  if (filter.banned === 'no') where.push(sql`coalesce(${user.banned}, false) = false`)
  return where
}

const SORT_COLUMNS: Record<UserSort, SQL | AnyColumn> = {
  email: user.email,
  name: user.name,
  tenant: sql`coalesce(${tenants.slug}, '')`,
  createdAt: user.createdAt,
}

export async function listAdminUsers(
  db: Db,
  query: ListQuery<UserSort>,
  filter: AdminUsersFilter,
): Promise<AdminUsersList> {
  const where = and(...conditions(filter, query.q))
  const base = db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      tenantId: user.tenantId,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
      tenantRole: tenantMembers.role,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .leftJoin(tenants, eq(tenants.id, user.tenantId))
    .leftJoin(
      tenantMembers,
      and(eq(tenantMembers.tenantId, user.tenantId), eq(tenantMembers.userId, user.id)),
    )
    .where(where)
  const order = query.dir === 'desc' ? desc : asc
  const [rows, totals] = await Promise.all([
    base
      // The id breaks ties, so a page boundary never repeats or skips a user.
      .orderBy(order(SORT_COLUMNS[query.sort]), asc(user.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: count() })
      .from(user)
      .leftJoin(tenants, eq(tenants.id, user.tenantId))
      .leftJoin(
        tenantMembers,
        and(eq(tenantMembers.tenantId, user.tenantId), eq(tenantMembers.userId, user.id)),
      )
      .where(where),
  ])
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      tenantId: row.tenantId,
      tenantSlug: row.tenantSlug,
      tenantName: row.tenantName,
      tenantRole: row.tenantRole,
      systemAdmin: row.role === SYSTEM_ADMIN_ROLE,
      banned: row.banned === true,
      banReason: row.banReason,
      createdAt: row.createdAt.toISOString(),
      twoFactorEnabled: row.twoFactorEnabled,
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  }
}

export async function loadAdminUsersPage(
  db: Db,
  query: ListQuery<UserSort>,
  filter: AdminUsersFilter,
): Promise<AdminUsersPage> {
  const [list, tenantChoice, defaultTenant] = await Promise.all([
    listAdminUsers(db, query, filter),
    filter.tenant === 'none' ? null : adminChoiceOf(db, 'tenant', filter.tenant),
    firstAdminChoice(db, 'tenant'),
  ])
  return { ...list, tenantChoice, defaultTenant }
}
