/**
 * The console's pickers: tenants, applications and plans searched on the server by name, slug
 * (key) or id, at most ADMIN_CHOICE_LIMIT at a time, so no page ever ships every row as options.
 * The pages' loaders send only the chosen value's label (`tenantChoice`, `applicationChoice`…).
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications, plans, tenants } from '#db/schema'
import { says } from '../../issue-text.server'
import { containsText } from '../text-search.server'
import { parseFields } from './admin-call.server'

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

const choiceOf = (row: { value: string; name: string; code: string }): AdminChoice => ({
  value: row.value,
  label: `${row.name} (${row.code})`,
})

type TextColumn = AnyPgColumn<{ data: string; notNull: true }>

interface ChoiceSource {
  table: PgTable
  /** The picked value, the name shown and the slug/key/id shown beside it. */
  columns: { value: TextColumn; name: TextColumn; code: TextColumn }
  /** Name, slug/key and id: what an administrator may type. */
  searched: TextColumn[]
  /** The exact slug/key/id first, then the list's usual order. */
  order: (exact: string) => SQL[]
}

const SOURCES: Record<AdminChoiceKind, ChoiceSource> = {
  tenant: {
    table: tenants,
    columns: { value: tenants.id, name: tenants.name, code: tenants.slug },
    searched: [tenants.name, tenants.slug, tenants.id],
    order: (exact) => [
      sql`(lower(${tenants.slug}) = lower(${exact}) or ${tenants.id} = ${exact}) desc`,
      sql`${tenants.slug} asc`,
    ],
  },
  application: {
    table: applications,
    columns: { value: applications.key, name: applications.name, code: applications.key },
    searched: [applications.name, applications.key],
    order: (exact) => [
      sql`(lower(${applications.key}) = lower(${exact})) desc`,
      sql`${applications.key} asc`,
    ],
  },
  plan: {
    table: plans,
    columns: { value: plans.id, name: plans.name, code: plans.id },
    searched: [plans.name, plans.id],
    // The plans' own order (position) as on /admin/plans.
    order: (exact) => [
      sql`(lower(${plans.id}) = lower(${exact})) desc`,
      sql`${plans.position} asc`,
      sql`${plans.id} asc`,
    ],
  },
}

function choiceRows(source: ChoiceSource, db: Db, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select(source.columns)
    .from(source.table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
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
  const rows = await choiceRows(
    source,
    db,
    containsText(term, source.searched),
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
  const [row] = await choiceRows(source, db, eq(source.columns.value, value), [], 1)
  return row ? choiceOf(row) : null
}

/** The first row in the picker's usual order: a form's starting choice (as the old drop-downs had). */
export async function firstAdminChoice(db: Db, kind: AdminChoiceKind): Promise<AdminChoice | null> {
  const source = SOURCES[kind]
  const [row] = await choiceRows(source, db, undefined, source.order(''), 1)
  return row ? choiceOf(row) : null
}
