/**
 * How a tenant's export reads its tables (ADR 030): a page at a time by primary key (keyset, so
 * a huge tenant is never loaded at once and no row is skipped or repeated while others are
 * written), and the documents whose bytes go under `files/`.
 */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '#db/client'
import { knowledgeDocumentFiles, knowledgeDocuments } from '#db/schema'

/** The key of a page's last row: the next page starts after it. */
export type Cursor = readonly unknown[]

export interface ExportFile {
  /** The file's name in the archive (`threads.jsonl`). */
  name: string
  count(db: Db, tenantId: string): Promise<number>
  /** Up to `limit` lines after `after`, with the key of the last one (none: the file is done). */
  page(db: Db, tenantId: string, after: Cursor | undefined, limit: number): Promise<ExportPage>
}

export interface ExportPage {
  lines: Record<string, unknown>[]
  next?: Cursor
}

/** `(a, b) > (x, y)`: the rows after a cursor, in the order of the same columns. */
export function afterKey(columns: PgColumn[], cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined
  return sql`(${sql.join(columns, sql`, `)}) > (${sql.join(
    cursor.map((value) => sql`${value}`),
    sql`, `,
  )})`
}

export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where)
  return Number(row?.n ?? 0)
}

export interface TableFileSpec {
  name: string
  from: PgTable
  tenant: PgColumn
  columns: Record<string, PgColumn | SQL.Aliased>
  /** The primary key within the tenant, by the names the lines give it. */
  key: Record<string, PgColumn>
  /** Rows of the tenant to leave out (none: all of them). */
  where?: SQL
  line?: (row: Record<string, unknown>) => Record<string, unknown>
}

export function tableFile(spec: TableFileSpec): ExportFile {
  const keyNames = Object.keys(spec.key)
  const keyColumns = Object.values(spec.key)
  const ofTenant = (tenantId: string) => and(eq(spec.tenant, tenantId), spec.where)
  return {
    name: spec.name,
    count: (db, tenantId) => countWhere(db, spec.from, ofTenant(tenantId)),
    async page(db, tenantId, after, limit) {
      const rows: Record<string, unknown>[] = await db
        .select(spec.columns)
        .from(spec.from)
        .where(and(ofTenant(tenantId), afterKey(keyColumns, after)))
        .orderBy(...keyColumns.map((column) => asc(column)))
        .limit(limit)
      const last = rows.at(-1)
      return {
        lines: spec.line ? rows.map(spec.line) : rows,
        next: last && keyNames.map((name) => last[name]),
      }
    },
  }
}

/** Where a document's bytes sit in the archive. */
export function documentFilePath(id: string, name: string): string {
  const safe = [
    ...name
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
      .trim(),
  ]
    .slice(0, 120)
    .join('')
    .replace(/^\.+/, '')
  return `files/${id}/${safe || 'document'}`
}

/** The documents whose bytes go under `files/`, a page at a time (ids and names only). */
export async function documentsWithFiles(
  db: Db,
  tenantId: string,
  after: string | undefined,
  limit: number,
): Promise<{ id: string; name: string; format: string }[]> {
  return db
    .select({ id: knowledgeDocuments.id, name: knowledgeDocuments.name, format: knowledgeDocuments.format })
    .from(knowledgeDocuments)
    .innerJoin(knowledgeDocumentFiles, eq(knowledgeDocumentFiles.documentId, knowledgeDocuments.id))
    .where(
      and(
        eq(knowledgeDocuments.tenantId, tenantId),
        afterKey([knowledgeDocuments.id], after === undefined ? undefined : [after]),
      ),
    )
    .orderBy(asc(knowledgeDocuments.id))
    .limit(limit)
}

export async function countDocumentFiles(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(knowledgeDocuments)
    .innerJoin(knowledgeDocumentFiles, eq(knowledgeDocumentFiles.documentId, knowledgeDocuments.id))
    .where(eq(knowledgeDocuments.tenantId, tenantId))
  return Number(row?.n ?? 0)
}

/** One document's bytes (read alone: a file may be megabytes). */
export async function documentBytes(db: Db, documentId: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: knowledgeDocumentFiles.bytes })
    .from(knowledgeDocumentFiles)
    .where(eq(knowledgeDocumentFiles.documentId, documentId))
  return row?.bytes
}
