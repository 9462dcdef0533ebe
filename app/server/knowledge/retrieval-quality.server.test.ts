/**
 * Retrieval quality on the evaluation set of bench/knowledge-eval (the same computation as
 * `npm run bench`): the documents go through upload, parsing, chunking, indexing and embedding;
 * every answerable question must find its passage among the five a chat uses often enough.
 * The floors sit a little under today's figures (lexical 0.91 / 0.76, hybrid on the test
 * server's bag-of-bigram vectors 0.85 / 0.69): everything here is deterministic, so falling
 * under them is a change in ranking, chunking or parsing, not noise.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hasVectorTable } from '#db/migrate'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import {
  evaluateRetrieval,
  loadEvalBase,
  loadEvalSet,
  unreachableQuestions,
} from '#root/bench/knowledge-quality'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { questionEmbedder } from './embeddings.server'

const FLOORS = {
  lexical: { recallAt5: 0.85, mrr: 0.7 },
  hybrid: { recallAt5: 0.8, mrr: 0.6 },
}

const evalSet = loadEvalSet()
let server: OpenAiTestServer | undefined

beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server?.close()
})

describeEachDatabase('retrieval quality on the evaluation set', (database) => {
  let loaded: Awaited<ReturnType<typeof loadEvalBase>> | undefined
  const db = () => database.handle().db
  const baseId = () => loaded?.baseId ?? ''

  beforeAll(async () => {
    loaded = await loadEvalBase(db(), evalSet.documents, { baseURL: server?.baseURL ?? '' })
  }, 180_000)

  it('holds Japanese and English questions, answerable and not, each answer phrase in a chunk of its document', async () => {
    const answerable = evalSet.questions.filter((question) => question.document)
    expect(answerable.filter((question) => question.language === 'ja').length).toBeGreaterThanOrEqual(25)
    expect(answerable.filter((question) => question.language === 'en').length).toBeGreaterThanOrEqual(15)
    expect(evalSet.questions.length - answerable.length).toBeGreaterThanOrEqual(8)
    expect(await unreachableQuestions(db(), baseId(), evalSet.questions)).toEqual([])
  })

  it('lexical: recall@5 and MRR reach their floors', async () => {
    const quality = await evaluateRetrieval(db(), baseId(), evalSet.questions)
    expect(quality.hybridSearches).toBe(0)
    expect(quality.recallAt5).toBeGreaterThanOrEqual(FLOORS.lexical.recallAt5)
    expect(quality.mrr).toBeGreaterThanOrEqual(FLOORS.lexical.mrr)
  })

  it('hybrid (where pgvector exists): every chunk embedded, recall@5 and MRR reach their floors', async ({
    skip,
  }) => {
    const vectors = await hasVectorTable(db())
    // PGlite always ships pgvector: only a PostgreSQL server without it may skip.
    if (database.kind === 'pglite') expect(vectors).toBe(true)
    if (!vectors) return skip()
    const counts = rowsOf<{ chunks: number; embedded: number }>(
      await db().execute(sql`select
        (select count(*)::int from knowledge_chunks where scope = ${baseId()}) as chunks,
        (select count(*)::int from knowledge_chunk_embeddings where scope = ${baseId()}) as embedded`),
    )[0]
    expect(counts?.embedded).toBe(counts?.chunks)
    const applicationKey = loaded?.applicationKey ?? ''
    const quality = await evaluateRetrieval(db(), baseId(), evalSet.questions, (question) =>
      questionEmbedder(db(), applicationKey, question),
    )
    expect(quality.hybridSearches).toBe(evalSet.questions.length)
    expect(quality.recallAt5).toBeGreaterThanOrEqual(FLOORS.hybrid.recallAt5)
    expect(quality.mrr).toBeGreaterThanOrEqual(FLOORS.hybrid.mrr)
  })
})
