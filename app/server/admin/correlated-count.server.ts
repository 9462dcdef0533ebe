/**
 * A correlated "how many rows of `inner` point at this row of `outer`" column for the console's
 * lists. Drizzle writes a column inside `sql` without its table name when the select reads one
 * table, so `${tenants.planId} = ${plans.id}` became `"plan_id" = "id"`, which Postgres resolves
 * inside the subquery (tenants.plan_id = tenants.id) and counts 0 for every plan (issue 14).
 * Here both sides name their table: the inner one by an alias, the outer one by its own name.
 */
import { type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'

export function correlatedCount(
  inner: PgTable,
  innerColumn: PgColumn,
  outer: PgTable,
  outerColumn: PgColumn,
): SQL<number> {
  const outerName = sql.identifier(getTableConfig(outer).name)
  return sql<number>`(select count(*)::int from ${inner} as counted where counted.${sql.identifier(innerColumn.name)} = ${outerName}.${sql.identifier(outerColumn.name)})`.mapWith(
    Number,
  )
}
