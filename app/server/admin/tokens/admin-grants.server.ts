/**
 * /admin/additionalTokens: the administrator grants additional tokens to a tenant through the
 * service `opsai tokens grant` uses (the tenant's scope → grantAdditionalTokens: one
 * `additional_grant` ledger entry and its audit row), and reads the grants of every tenant a page
 * at a time. A form submission carries its own id, so a double click or a retried request is
 * recorded once.
 */
import { and, asc, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { rangeInstants } from '#app/features/usage/usage-range.shared'
import type { Db } from '#db/client'
import { tenants, tokenLedger, user } from '#db/schema'
import { asPlatform } from '../../tenancy/scope.server'
import { findTenantBySlug } from '../../tenancy/tenants.server'
import { sortedPageFields } from '../list-paging.server'
import { containsText } from '../text-search.server'

/** The grant form; field errors are i18n keys. Built per call: zod stays on the server. */
export function grantFormSchema() {
  return z.object({
    tenant: z.string().trim().min(1, 'validation.required').max(100, 'adminTokens.errors.unknownTenant'),
    amount: z.coerce
      .number({ message: 'adminTokens.errors.amount' })
      .int('adminTokens.errors.amount')
      .positive('adminTokens.errors.amount')
      .max(1_000_000_000_000, 'adminTokens.errors.amount'),
    reason: z.string().trim().min(1, 'validation.required').max(1000, 'validation.maxLength'),
    /** Made by the form when it opens; the same id again records nothing new. */
    submissionId: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'adminTokens.errors.submission'),
  })
}
export type GrantForm = z.infer<ReturnType<typeof grantFormSchema>>

export type GrantOutcome =
  | { ok: false; fieldErrors: { tenant: string } }
  | {
      ok: true
      created: boolean
      entryId: number
      tenant: { slug: string; name: string }
      balance: { balance: number; reserved: number; available: number }
    }

export async function grantFromConsole(db: Db, actor: string, form: GrantForm): Promise<GrantOutcome> {
  const tenant = await findTenantBySlug(db, form.tenant)
  if (!tenant) return { ok: false, fieldErrors: { tenant: 'adminTokens.errors.unknownTenant' } }
  const scope = await asPlatform(db).tenants.scope(tenant.slug)
  const result = await scope.tokens.grant({
    amount: form.amount,
    reason: form.reason,
    idempotencyKey: `console:${form.submissionId}`,
    actor,
  })
  return {
    ok: true,
    created: result.created,
    entryId: result.entry.id,
    tenant: { slug: tenant.slug, name: tenant.name },
    balance: result.balance,
  }
}

export const GRANT_SORTS = ['createdAt', 'amount', 'tenant'] as const
export const GRANT_SOURCES = ['admin', 'cli'] as const

export interface GrantHistoryQuery {
  page: number
  pageSize: number
  sort: (typeof GRANT_SORTS)[number]
  direction: 'asc' | 'desc'
  /** Part of a tenant's slug or name. */
  tenant?: string
  source?: (typeof GRANT_SOURCES)[number]
  /** Japan days, both included. */
  from?: string
  to?: string
}

export interface GrantHistoryRow {
  tenantId: string
  id: number
  tenantSlug: string
  tenantName: string
  amount: number
  balanceAfter: number
  reason: string | null
  actor: string
  /** The administrator's e-mail when the actor is `admin:<user id>`. */
  actorEmail: string | null
  createdAt: string
}

function historyConditions(query: GrantHistoryQuery): SQL | undefined {
  const search = query.tenant?.trim()
  const range = query.from && query.to ? rangeInstants({ from: query.from, to: query.to }) : undefined
  return and(
    eq(tokenLedger.kind, 'additional_grant'),
    containsText(search, [tenants.slug, tenants.name]),
    query.source ? like(tokenLedger.actor, `${query.source}:%`) : undefined,
    range ? gte(tokenLedger.createdAt, range.start) : undefined,
    range ? lt(tokenLedger.createdAt, range.end) : undefined,
  )
}

/** One page of every tenant's additional grants, sorted and filtered by the database. */
export async function listGrantHistory(
  db: Db,
  query: GrantHistoryQuery,
): Promise<{ rows: GrantHistoryRow[]; total: number }> {
  const where = historyConditions(query)
  const order = query.direction === 'asc' ? asc : desc
  const sortColumn =
    query.sort === 'amount'
      ? tokenLedger.amount
      : query.sort === 'tenant'
        ? tenants.slug
        : tokenLedger.createdAt
  const [rows, [count]] = await Promise.all([
    db
      .select({
        tenantId: tokenLedger.tenantId,
        id: tokenLedger.id,
        tenantSlug: tenants.slug,
        tenantName: tenants.name,
        amount: tokenLedger.amount,
        balanceAfter: tokenLedger.balanceAfter,
        reason: tokenLedger.reason,
        actor: tokenLedger.actor,
        actorEmail: user.email,
        createdAt: tokenLedger.createdAt,
      })
      .from(tokenLedger)
      .innerJoin(tenants, eq(tenants.id, tokenLedger.tenantId))
      .leftJoin(user, eq(tokenLedger.actor, sql`'admin:' || ${user.id}`))
      .where(where)
      // The id breaks ties, so a page boundary never repeats or skips a row.
      .orderBy(order(sortColumn), order(tokenLedger.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(tokenLedger)
      .innerJoin(tenants, eq(tenants.id, tokenLedger.tenantId))
      .where(where),
  ])
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The history's search, forgiving: anything unreadable falls back to the default. */
export function grantHistoryQuerySchema() {
  return z.object({
    ...sortedPageFields(GRANT_SORTS, 'createdAt'),
    // A NUL character names no tenant (and the database refuses it): the filter is dropped.
    tenant: z
      .string()
      .trim()
      .max(100)
      .refine((value) => !value.includes('\u0000'))
      .optional()
      .catch(undefined),
    source: z.enum(GRANT_SOURCES).optional().catch(undefined),
    from: z.string().regex(DAY).optional().catch(undefined),
    to: z.string().regex(DAY).optional().catch(undefined),
  })
}
