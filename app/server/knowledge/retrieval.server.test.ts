import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { CATALOGUE_TENANT_ID, knowledgeBases, knowledgeDocuments } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { indexChunks, removeDocumentIndex } from './knowledge-index.server'
import {
  lexicalRanking,
  POSTINGS_PER_TERM,
  questionTerms,
  reciprocalRankFusion,
  searchChunks,
} from './retrieval.server'

async function baseWithDocument(db: Db, texts: { page: number; text: string }[], name = 'manual.pdf') {
  const baseId = randomUUID()
  const documentId = randomUUID()
  await db.insert(knowledgeBases).values({ id: baseId, tenantId: CATALOGUE_TENANT_ID, name: 'base' })
  await db.insert(knowledgeDocuments).values({
    id: documentId,
    knowledgeBaseId: baseId,
    tenantId: CATALOGUE_TENANT_ID,
    name,
    format: 'pdf',
    sizeBytes: 1,
    sha256: 'x',
    status: 'ready',
  })
  await db.transaction((tx) =>
    indexChunks(tx, {
      documentId,
      tenantId: null,
      scope: baseId,
      chunks: texts.map((text, position) => ({ position, page: text.page, location: {}, text: text.text })),
    }),
  )
  return { baseId, documentId }
}

const HANDBOOK = [
  { page: 1, text: '就業規則 第1章 総則。この規則は従業員の労働条件を定める。' },
  { page: 2, text: '有給休暇は入社6か月後に10日付与される。申請は3日前までに上長へ提出する。' },
  { page: 3, text: '通勤手当は月額3万円を上限として支給する。' },
  { page: 4, text: 'Remote work is allowed up to three days a week with manager approval.' },
]

describeEachDatabase('knowledge retrieval (lexical BM25 in tables)', (database) => {
  it('ranks the passage that answers a Japanese question first, with a score in 0..1', async () => {
    const { db } = database.handle()
    const { baseId } = await baseWithDocument(db, HANDBOOK)
    const ranking = await lexicalRanking(db, [baseId], '有給休暇は何日もらえますか？', 3)
    const { hits } = await searchChunks(db, [baseId], '有給休暇は何日もらえますか？')
    expect(hits[0]?.page).toBe(2)
    expect(hits[0]?.documentName).toBe('manual.pdf')
    expect(ranking[0]?.score).toBeGreaterThan(0.2)
    expect(ranking[0]?.score).toBeLessThanOrEqual(1)
    const english = await searchChunks(db, [baseId], 'How many days can I work remotely?')
    expect(english.hits[0]?.page).toBe(4)
  })

  it('never returns chunks of a scope that was not asked for', async () => {
    const { db } = database.handle()
    const mine = await baseWithDocument(db, [{ page: 1, text: '社外秘の価格表：プランAは月額980円。' }])
    const other = await baseWithDocument(db, [{ page: 1, text: '別テナントの価格表：プランAは月額500円。' }])
    const { hits } = await searchChunks(db, [mine.baseId], 'プランAの月額はいくら？')
    expect(hits.map((hit) => hit.text).join()).not.toContain('500円')
    expect(hits).toHaveLength(1)
    expect(other.baseId).not.toBe(mine.baseId)
  })

  it('removing a document takes its chunks, postings and statistics with it', async () => {
    const { db } = database.handle()
    const { baseId, documentId } = await baseWithDocument(db, HANDBOOK)
    await db.transaction((tx) => removeDocumentIndex(tx, { tenantId: null, documentId }))
    const counts = rowsOf<{ chunks: number; terms: number; stats: number; df: number }>(
      await db.execute(sql`select
        (select count(*)::int from knowledge_chunks where scope = ${baseId}) as chunks,
        (select count(*)::int from knowledge_terms where scope = ${baseId}) as terms,
        (select coalesce(sum(chunk_count), 0)::int from knowledge_scope_stats where scope = ${baseId}) as stats,
        (select count(*)::int from knowledge_term_stats where scope = ${baseId}) as df`),
    )[0]
    expect(counts).toEqual({ chunks: 0, terms: 0, stats: 0, df: 0 })
    expect(await lexicalRanking(db, [baseId], '有給休暇', 3)).toEqual([])
  })
  it('finds the best chunk for a term in more chunks than it reads per term, and scores it exactly', async () => {
    const { db } = database.handle()
    // POSTINGS_PER_TERM chunks and more hold the term once; the one that holds it three times
    // is written last, so a cut by position would miss it, and a cut by frequency keeps it.
    const filler = Array.from({ length: POSTINGS_PER_TERM + 100 }, (_, index) => ({
      page: index + 1,
      text: `定期点検の記録 ${index}。担当者は所定の様式に記入する。`,
    }))
    const best = { page: filler.length + 1, text: '定期点検、定期点検、定期点検の手順。' }
    const { baseId } = await baseWithDocument(db, [...filler, best])
    const [top] = await lexicalRanking(db, [baseId], '定期点検', 5)
    const { hits } = await searchChunks(db, [baseId], '定期点検', { limit: 1 })
    expect(hits[0]?.page).toBe(best.page)
    // The exact BM25 sum of the chunk over the question's IDF weight, from its own postings.
    const [exact] = rowsOf<{ score: number }>(
      await db.execute(sql`
        with stats as (select chunk_count::float8 as n, term_total::float8 / chunk_count as avglen
          from knowledge_scope_stats where scope = ${baseId}),
        q as (select s.term, ln(1 + (stats.n - s.chunk_count + 0.5) / (s.chunk_count + 0.5)) as idf
          from knowledge_term_stats s cross join stats
          where s.scope = ${baseId} and s.term in (select jsonb_array_elements_text(${JSON.stringify(questionTerms('定期点検').terms)}::jsonb)))
        select sum(q.idf * (v * 2.2) / (v + 1.2)) / (select sum(idf) from q) as score
        from knowledge_terms p join q on q.term = p.term cross join stats
        cross join lateral (select p.frequency / (0.25 + 0.75 * p.chunk_terms / stats.avglen) as v) tf
        where p.chunk_id = ${top?.chunkId ?? 0}`),
    )
    expect(top?.score).toBeCloseTo(Math.min(1, Number(exact?.score)), 6)
  })
})

describe('reciprocalRankFusion', () => {
  it('puts an item two rankings agree on above one only a single ranking has first', () => {
    const fused = reciprocalRankFusion([
      [1, 2, 3],
      [2, 4, 1],
    ])
    const order = [...fused.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)
    expect(order[0]).toBe(2)
    expect(order.slice(0, 2)).toContain(1)
  })
})
