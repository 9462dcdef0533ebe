/**
 * The lexical index of knowledge chunks, kept in tables (ADR 027): the n-gram terms of ADR 008
 * per chunk (postings), and per scope the chunk count, total term count and each term's
 * document frequency, so BM25 reads its statistics without scanning. Writes happen inside the
 * caller's transaction: a document's chunks, postings and statistics appear or go together.
 * A scope is a base's id, or `attachment:{documentId}` for a chat attachment. Every row carries
 * the owning tenant's id (CATALOGUE_TENANT_ID for the catalogue: ADR 050).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { knowledgeChunks } from '#db/schema'
import { characterNgrams } from '../faq/retrieval.shared'
import { knowledgeTenantKey } from './knowledge-tenant.server'

export interface ChunkToIndex {
  position: number
  page: number | null
  location: Record<string, unknown>
  text: string
}

/** Postings are inserted this many at a time (one statement each, arrays as parameters). */
const POSTING_BATCH = 5000

/** A chat attachment is indexed under its own scope, never shared with a base or another thread. */
export function attachmentScope(documentId: string) {
  return `attachment:${documentId}`
}

/** Stores a document's chunks and their postings, and adds them to the scope's statistics. */
export async function indexChunks(
  tx: Db,
  input: { documentId: string; tenantId: string | null; scope: string; chunks: ChunkToIndex[] },
): Promise<number> {
  if (input.chunks.length === 0) return 0
  const tenantKey = knowledgeTenantKey(input.tenantId)
  const grams = input.chunks.map((chunk) => characterNgrams(chunk.text))
  const termCounts = grams.map((counts) => [...counts.values()].reduce((total, count) => total + count, 0))
  const inserted = await tx
    .insert(knowledgeChunks)
    .values(
      input.chunks.map((chunk, index) => ({
        documentId: input.documentId,
        tenantId: tenantKey,
        scope: input.scope,
        position: chunk.position,
        page: chunk.page,
        location: chunk.location,
        text: chunk.text,
        termCount: termCounts[index] ?? 0,
      })),
    )
    .returning({ id: knowledgeChunks.id, position: knowledgeChunks.position })
  const idOf = new Map(inserted.map((row) => [row.position, row.id]))

  const documentFrequency = new Map<string, number>()
  let postings: { t: string; c: number; f: number; l: number }[] = []
  const flush = async () => {
    if (postings.length === 0) return
    // One JSON parameter per batch: both drivers pass it alike, however many rows it holds.
    await tx.execute(sql`
      insert into knowledge_terms (tenant_id, scope, term, chunk_id, frequency, chunk_terms)
      select ${tenantKey}, ${input.scope}, t, c, f, l from jsonb_to_recordset(${JSON.stringify(postings)}::jsonb)
        as p(t text, c bigint, f int, l int)`)
    postings = []
  }
  for (const [index, chunk] of input.chunks.entries()) {
    const chunkId = idOf.get(chunk.position)
    const counts = grams[index]
    if (chunkId === undefined || !counts) continue
    for (const [term, frequency] of counts) {
      postings.push({ t: term, c: chunkId, f: frequency, l: termCounts[index] ?? 0 })
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
      if (postings.length >= POSTING_BATCH) await flush()
    }
  }
  await flush()
  const termTotal = termCounts.reduce((total, count) => total + count, 0)
  await addToStatistics(
    tx,
    { tenantKey, scope: input.scope },
    input.chunks.length,
    termTotal,
    documentFrequency,
  )
  return input.chunks.length
}

/**
 * Adds (or, with negative counts, removes) chunks to a scope's statistics. Terms are written in
 * sorted order so two documents indexed at once lock the same rows in the same order.
 */
async function addToStatistics(
  tx: Db,
  { tenantKey, scope }: { tenantKey: string; scope: string },
  chunkDelta: number,
  termDelta: number,
  documentFrequency: Map<string, number>,
) {
  await tx.execute(sql`
    insert into knowledge_scope_stats (tenant_id, scope, chunk_count, term_total)
    values (${tenantKey}, ${scope}, ${chunkDelta}, ${termDelta})
    on conflict (tenant_id, scope) do update set chunk_count = knowledge_scope_stats.chunk_count + excluded.chunk_count,
      term_total = knowledge_scope_stats.term_total + excluded.term_total`)
  const entries = [...documentFrequency.entries()].sort(([left], [right]) => (left < right ? -1 : 1))
  for (let start = 0; start < entries.length; start += POSTING_BATCH) {
    const batch = entries.slice(start, start + POSTING_BATCH)
    await tx.execute(sql`
      insert into knowledge_term_stats (tenant_id, scope, term, chunk_count)
      select ${tenantKey}, ${scope}, t, n
      from jsonb_to_recordset(${JSON.stringify(batch.map(([t, n]) => ({ t, n })))}::jsonb) as s(t text, n int)
      on conflict (tenant_id, scope, term) do update set chunk_count = knowledge_term_stats.chunk_count + excluded.chunk_count`)
  }
  if (chunkDelta < 0) {
    await tx.execute(sql`
      delete from knowledge_term_stats where tenant_id = ${tenantKey} and scope = ${scope} and chunk_count <= 0`)
  }
}

/** Removes a document's chunks, postings (by cascade) and their share of the statistics. */
export async function removeDocumentIndex(
  tx: Db,
  document: { tenantId: string | null; documentId: string },
): Promise<void> {
  const tenantKey = knowledgeTenantKey(document.tenantId)
  const { documentId } = document
  const rows = await tx.execute(sql`
    select c.scope, count(distinct c.id)::int as chunks, coalesce(sum(c.term_count), 0)::bigint as terms
    from knowledge_chunks c where c.tenant_id = ${tenantKey} and c.document_id = ${documentId} group by c.scope`)
  for (const row of rowsOf<{ scope: string; chunks: number; terms: string | number }>(rows)) {
    const frequencies = await tx.execute(sql`
      select t.term, count(*)::int as n from knowledge_terms t
      join knowledge_chunks c on c.tenant_id = t.tenant_id and c.id = t.chunk_id
      where c.tenant_id = ${tenantKey} and c.document_id = ${documentId} and t.scope = ${row.scope}
      group by t.term`)
    const negative = new Map(
      rowsOf<{ term: string; n: number }>(frequencies).map((item) => [item.term, -item.n]),
    )
    await addToStatistics(tx, { tenantKey, scope: row.scope }, -row.chunks, -Number(row.terms), negative)
  }
  await tx
    .delete(knowledgeChunks)
    .where(and(eq(knowledgeChunks.tenantId, tenantKey), eq(knowledgeChunks.documentId, documentId)))
}
