/**
 * Runs one of the ledger's hot statements (reserve, settle) straight on the driver: as a named
 * prepared statement on PostgreSQL (parsed once per connection, one round trip per call, like
 * every query since db/prepared-statements.ts), as a plain query on PGlite, and inside the
 * caller's transaction when given one. Going around drizzle's query building also saves its
 * per-call CPU on the hottest path of a chat turn (docs/performance.md, "Ledger").
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'

interface PostgresJsClient {
  unsafe(query: string, parameters: unknown[], options: { prepare: boolean }): Promise<unknown>
}
interface PgliteClient {
  query(query: string, parameters: unknown[]): Promise<{ rows: unknown[] }>
}

/** Numbered placeholders (`$1`, `$2`, …) of `text` as drizzle SQL: the fallback for a transaction. */
function asDrizzleSql(text: string, parameters: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/)
  const chunks: SQL[] = []
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${parameters[Number(part) - 1]}`)
  })
  return sql.join(chunks)
}

export async function runLedgerStatement<Row>(
  db: Db,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client
  if (client && typeof (client as PostgresJsClient).unsafe === 'function') {
    return rowsOf<Row>(await (client as PostgresJsClient).unsafe(text, [...parameters], { prepare: true }))
  }
  if (client && typeof (client as PgliteClient).query === 'function') {
    return (await (client as PgliteClient).query(text, [...parameters])).rows as Row[]
  }
  // A drizzle transaction has no client of its own: run it inside that transaction.
  return rowsOf<Row>(await db.execute(asDrizzleSql(text, parameters)))
}
