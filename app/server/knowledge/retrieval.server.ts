/**
 * Retrieval over knowledge chunks, in the database (ADR 027). Lexical: BM25 over the n-gram
 * postings of ADR 008, candidates first (see POSTINGS_PER_TERM), then ordered by the exact BM25
 * sum; the score shown and compared with the threshold is that sum over the question's total IDF
 * weight, capped at 1 (a term met once in a chunk of average length counts fully), so it reads
 * like the FAQ's 0..1 score across questions. With embeddings configured, a vector ranking
 * (pgvector, cosine) is fused with the lexical one by reciprocal rank fusion.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { searchTerms } from '../faq/retrieval.shared'

// BM25's usual constants, as for FAQ entries (ADR 008).
const K1 = 1.2
const B = 0.75
/** The constants as SQL literals: a bound parameter's type would be guessed from its context. */
const BM25 = {
  k1: sql.raw(String(K1)),
  k1Plus1: sql.raw(String(K1 + 1)),
  b: sql.raw(String(B)),
  oneMinusB: sql.raw(String(1 - B)),
}
/**
 * The index is read in two steps (ADR 027): each term's postings with the highest frequency
 * (at most this many per term and scope, so a common n-gram of a large base costs what it
 * costs in a small one) pick the candidates; then the best candidates are scored exactly,
 * with every term, by their own postings.
 */
export const POSTINGS_PER_TERM = 1000
/** How many candidates are scored exactly: at least this many, or twice the hits asked for. */
export const MIN_CANDIDATES = 100
/** Reciprocal rank fusion's constant (Cormack et al.): damps the weight of the very top ranks. */
export const RRF_K = 60

export interface ChunkHit {
  chunkId: number
  documentId: string
  documentName: string
  page: number | null
  location: Record<string, unknown>
  text: string
  /** 0..1 (lexical) for a lexical search; the fused score for a hybrid one. */
  score: number
  lexicalScore: number
  /** Cosine similarity to the question, when a vector ranking took part. */
  vectorScore?: number
}

/** A question's terms with their weights (hiragana-only n-grams weigh a quarter, ADR 008). */
export function questionTerms(question: string): { terms: string[]; weights: number[] } {
  const weights = new Map<string, number>()
  for (const { gram, weight } of searchTerms(question))
    weights.set(gram, Math.max(weight, weights.get(gram) ?? 0))
  return { terms: [...weights.keys()], weights: [...weights.values()] }
}

/** A chunk as stored: `tenantKey` is its tenant_id (CATALOGUE_TENANT_ID for the catalogue's). */
export interface ChunkKey {
  tenantKey: string
  chunkId: number
}

interface ScoredChunk extends ChunkKey {
  score: number
}

/** The best chunks of `scopes` for the question by BM25, scores normalised to 0..1. */
export async function lexicalRanking(
  db: Db,
  scopes: string[],
  question: string,
  limit: number,
): Promise<ScoredChunk[]> {
  const { terms, weights } = questionTerms(question)
  if (scopes.length === 0 || terms.length === 0) return []
  const result = await db.execute(sql`
    with q as (select * from jsonb_to_recordset(${JSON.stringify(terms.map((term, index) => ({ term, weight: weights[index] })))}::jsonb) as q(term text, weight float8)),
    -- The scopes with their tenant (a scope with no statistics holds no chunk): every later
    -- lookup is by (tenant_id, …), the keys' order (ADR 050).
    scoped as (
      select tenant_id, scope, chunk_count, term_total from knowledge_scope_stats
      where scope in (select jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb))),
    stats as (
      select coalesce(sum(chunk_count), 0)::float8 as n,
        coalesce(sum(term_total), 0)::float8 / greatest(coalesce(sum(chunk_count), 0), 1) as avglen
      from scoped),
    df as (
      select ts.term, sum(ts.chunk_count)::float8 as df
      from scoped join knowledge_term_stats ts on ts.tenant_id = scoped.tenant_id and ts.scope = scoped.scope
      where ts.term in (select term from q) group by ts.term),
    idf as (
      select q.term, q.weight * ln(1 + (stats.n - coalesce(df.df, 0) + 0.5) / (coalesce(df.df, 0) + 0.5)) as idf
      from q cross join stats left join df on df.term = q.term),
    total as (select sum(idf) as maximum from idf),
    candidates as (
      select scoped.tenant_id, p.chunk_id, sum(idf.idf * (tf.v * ${BM25.k1Plus1}) / (tf.v + ${BM25.k1})) as rough
      from idf cross join scoped
      cross join lateral (
        select t.chunk_id, t.frequency, t.chunk_terms from knowledge_terms t
        where t.scope = scoped.scope and t.term = idf.term
        order by t.frequency desc nulls last, t.chunk_terms limit ${sql.raw(String(POSTINGS_PER_TERM))}) p
      cross join stats
      cross join lateral (select p.frequency / (${BM25.oneMinusB} + ${BM25.b} * p.chunk_terms / greatest(stats.avglen, 1)) as v) tf
      group by scoped.tenant_id, p.chunk_id order by rough desc, p.chunk_id limit ${Math.max(MIN_CANDIDATES, limit * 2)}),
    scored as (
      select c.tenant_id, p.chunk_id, sum(idf.idf * (tf.v * ${BM25.k1Plus1}) / (tf.v + ${BM25.k1})) as raw
      from candidates c cross join idf
      cross join lateral (
        select t.chunk_id, t.frequency, t.chunk_terms from knowledge_terms t
        where t.tenant_id = c.tenant_id and t.chunk_id = c.chunk_id and t.term = idf.term) p
      cross join stats
      cross join lateral (select p.frequency / (${BM25.oneMinusB} + ${BM25.b} * p.chunk_terms / greatest(stats.avglen, 1)) as v) tf
      group by c.tenant_id, p.chunk_id)
    select scored.tenant_id as "tenantKey", scored.chunk_id as "chunkId",
      least(1, scored.raw / nullif(total.maximum, 0)) as score
    from scored cross join total order by scored.raw desc, scored.chunk_id limit ${limit}`)
  return rowsOf<{ tenantKey: string; chunkId: number | string; score: number | string | null }>(result).map(
    (row) => ({ tenantKey: row.tenantKey, chunkId: Number(row.chunkId), score: Number(row.score ?? 0) }),
  )
}

/** Reciprocal rank fusion of several rankings of the same items: Σ 1 / (k + rank). */
export function reciprocalRankFusion(rankings: number[][], k = RRF_K): Map<number, number> {
  const fused = new Map<number, number>()
  for (const ranking of rankings) {
    for (const [index, id] of ranking.entries()) fused.set(id, (fused.get(id) ?? 0) + 1 / (k + index + 1))
  }
  return fused
}

/** The chunks' text and provenance, by id. */
export async function loadChunks(db: Db, keys: ChunkKey[]) {
  if (keys.length === 0) return new Map<number, Omit<ChunkHit, 'score' | 'lexicalScore'>>()
  const wanted = JSON.stringify(keys.map((key) => ({ t: key.tenantKey, c: key.chunkId })))
  const result = await db.execute(sql`
    select c.id as "chunkId", c.document_id as "documentId", d.name as "documentName", c.page, c.location, c.text
    from jsonb_to_recordset(${wanted}::jsonb) as w(t text, c bigint)
    join knowledge_chunks c on c.tenant_id = w.t and c.id = w.c
    join knowledge_documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
    where d.status = 'ready'`)
  const rows = rowsOf<Omit<ChunkHit, 'score' | 'lexicalScore'> & { chunkId: number | string }>(result)
  return new Map(rows.map((row) => [Number(row.chunkId), { ...row, chunkId: Number(row.chunkId) }]))
}

export interface VectorRanking {
  /** Chunks, most similar first, with their cosine similarity. */
  hits: (ChunkKey & { similarity: number })[]
}

export interface SearchOptions {
  limit?: number
  /** The question's embedding and the model that made it: adds the vector ranking (hybrid). */
  vector?: (scopes: string[], limit: number) => Promise<VectorRanking | undefined>
}

/**
 * The best chunks of `scopes` for a question: lexical alone, or fused with the vector ranking
 * when one is given. Each hit keeps its lexical score (what "nothing matched" is decided on)
 * and, in a hybrid search, its cosine similarity.
 */
export async function searchChunks(
  db: Db,
  scopes: string[],
  question: string,
  options: SearchOptions = {},
): Promise<{ hits: ChunkHit[]; mode: 'lexical' | 'hybrid' }> {
  const limit = options.limit ?? 5
  const candidates = Math.max(limit * 4, 20)
  const [lexical, vector] = await Promise.all([
    lexicalRanking(db, scopes, question, candidates),
    options.vector ? options.vector(scopes, candidates) : undefined,
  ])
  const lexicalScore = new Map(lexical.map((hit) => [hit.chunkId, hit.score]))
  const similarity = new Map(vector?.hits.map((hit) => [hit.chunkId, hit.similarity]) ?? [])
  let order: { chunkId: number; score: number }[]
  if (vector) {
    const fused = reciprocalRankFusion([
      lexical.map((hit) => hit.chunkId),
      vector.hits.map((hit) => hit.chunkId),
    ])
    order = [...fused.entries()]
      .map(([chunkId, score]) => ({ chunkId, score }))
      .sort((a, b) => b.score - a.score || a.chunkId - b.chunkId)
  } else {
    order = lexical
  }
  const top = order.slice(0, limit)
  const tenantOf = new Map([...lexical, ...(vector?.hits ?? [])].map((hit) => [hit.chunkId, hit.tenantKey]))
  const chunks = await loadChunks(
    db,
    top.flatMap((hit) => {
      const tenantKey = tenantOf.get(hit.chunkId)
      return tenantKey === undefined ? [] : [{ tenantKey, chunkId: hit.chunkId }]
    }),
  )
  const hits: ChunkHit[] = []
  for (const { chunkId, score } of top) {
    const chunk = chunks.get(chunkId)
    if (!chunk) continue
    const cosine = similarity.get(chunkId)
    hits.push({
      ...chunk,
      score,
      lexicalScore: lexicalScore.get(chunkId) ?? 0,
      ...(cosine === undefined ? {} : { vectorScore: cosine }),
    })
  }
  return { hits, mode: vector ? 'hybrid' : 'lexical' }
}
