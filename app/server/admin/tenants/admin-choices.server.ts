/**
 * The console's pickers: tenants, applications and plans searched on the server by name, slug
 * (key) or id, at most ADMIN_CHOICE_LIMIT at a time, so no page ever ships every row as options.
 * The pages' loaders send only the chosen value's label (`tenantChoice`, `applicationChoice`…).
 */
import { eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications, plans, tenants } from '#db/schema'
import { says } from '../../issue-text.server'
import { parseFields } from './admin-call.server'
import { likePattern } from './tenant-list.server'

export const ADMIN_CHOICE_KINDS = ['tenant', 'application', 'plan'] as const
export type AdminChoiceKind = (typeof ADMIN_CHOICE_KINDS)[number]

/** How many matches one search sends; typing narrows the rest. */
export const ADMIN_CHOICE_LIMIT = 20
export const ADMIN_CHOICE_QUERY_MAX = 100

/** One option of a picker: `label` is "name (slug)" (or "(key)", "(id)"). */
export interface AdminChoice {
  value: string
  label: string
}

export interface AdminChoicePage {
  options: AdminChoice[]
  /** More rows match than were sent. */
  more: boolean
}

/** Built when called: this module's types reach the browser through the pages' imports. */
export function choiceQuerySchema() {
  return z.object({
    kind: z.enum(ADMIN_CHOICE_KINDS, {
      error: says('errors.adminTenants.choiceKind'),
    }),
    q: z
      .string({ error: says('errors.adminTenants.choiceText') })
      .max(ADMIN_CHOICE_QUERY_MAX, says('errors.adminTenants.choiceTooLong'))
      .refine((value) => !value.includes('\u0000'), says('errors.adminTenants.choiceUnsearchable'))
      .default(''),
  })
}

const choiceOf = (row: ChoiceRow): AdminChoice => ({ value: row.value, label: `${row.name} (${row.code})` })

interface ChoiceRow {
  value: string
  name: string
  code: string
}

interface ChoiceSource {
  rows: (db: Db, where: SQL | undefined, order: SQL[], limit: number) => Promise<ChoiceRow[]>
  /** Name, slug/key and id: what an administrator may type. */
  matches: (pattern: string) => SQL | undefined
  /** The exact slug/key/id first, then the list's usual order. */
  order: (exact: string) => SQL[]
  byValue: (value: string) => SQL
}

const SOURCES: Record<AdminChoiceKind, ChoiceSource> = {
  tenant: {
    rows: (db, where, order, limit) =>
      db
        .select({ value: tenants.id, name: tenants.name, code: tenants.slug })
        .from(tenants)
        .where(where)
        .orderBy(...order)
        .limit(limit),
    matches: (pattern) =>
      or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern), ilike(tenants.id, pattern)),
    order: (exact) => [
      sql`(lower(${tenants.slug}) = lower(${exact}) or ${tenants.id} = ${exact}) desc`,
      sql`${tenants.slug} asc`,
    ],
    byValue: (value) => eq(tenants.id, value),
  },
  application: {
    rows: (db, where, order, limit) =>
      db
        .select({ value: applications.key, name: applications.name, code: applications.key })
        .from(applications)
        .where(where)
        .orderBy(...order)
        .limit(limit),
    matches: (pattern) => or(ilike(applications.name, pattern), ilike(applications.key, pattern)),
    order: (exact) => [
      sql`(lower(${applications.key}) = lower(${exact})) desc`,
      sql`${applications.key} asc`,
    ],
    byValue: (value) => eq(applications.key, value),
  },
  plan: {
    rows: (db, where, order, limit) =>
      db
        .select({ value: plans.id, name: plans.name, code: plans.id })
        .from(plans)
        .where(where)
        .orderBy(...order)
        .limit(limit),
    matches: (pattern) => or(ilike(plans.name, pattern), ilike(plans.id, pattern)),
    // The plans' own order (position) as on /admin/plans.
    order: (exact) => [
      sql`(lower(${plans.id}) = lower(${exact})) desc`,
      sql`${plans.position} asc`,
      sql`${plans.id} asc`,
    ],
    byValue: (value) => eq(plans.id, value),
  },
}

/**
 * `{ kind, q }` → the first matches (one more is read to know whether there are more). Bad input
 * is an AdminFieldError: 400 with the field's message in Japanese and English.
 */
export async function searchAdminChoices(db: Db, input: unknown): Promise<AdminChoicePage> {
  const { kind, q } = parseFields(choiceQuerySchema(), input)
  const source = SOURCES[kind]
  const term = q.trim()
  // `%` and `_` typed in the box are characters, not wildcards.
  const rows = await source.rows(
    db,
    term ? source.matches(likePattern(term)) : undefined,
    source.order(term),
    ADMIN_CHOICE_LIMIT + 1,
  )
  return {
    options: rows.slice(0, ADMIN_CHOICE_LIMIT).map(choiceOf),
    more: rows.length > ADMIN_CHOICE_LIMIT,
  }
}

/** The label of one chosen value (a filter in the URL, a form's current value); null if none. */
export async function adminChoiceOf(
  db: Db,
  kind: AdminChoiceKind,
  value: string | null | undefined,
): Promise<AdminChoice | null> {
  if (!value) return null
  const source = SOURCES[kind]
  const [row] = await source.rows(db, source.byValue(value), [], 1)
  return row ? choiceOf(row) : null
}

/** The first row in the picker's usual order: a form's starting choice (as the old drop-downs had). */
export async function firstAdminChoice(db: Db, kind: AdminChoiceKind): Promise<AdminChoice | null> {
  const source = SOURCES[kind]
  const [row] = await source.rows(db, undefined, source.order(''), 1)
  return row ? choiceOf(row) : null
}
