/**
 * Knowledge bases in `npm run bench` (issue 17, point 11): retrieval quality on the evaluation
 * set (bench/knowledge-quality.ts), ingestion throughput of a 200-page PDF
 * (bench/knowledge-ingestion.ts) and retrieval latency at 100 000 chunks on PGlite and
 * PostgreSQL (bench/knowledge-latency.ts). Each part runs in its own throwaway database; the
 * local test model server answers the embeddings.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startOpenAiTestServer } from '../app/server/ai/testing/openai-test-server'
import { PASSAGE_THRESHOLD, VECTOR_THRESHOLD } from '../app/server/knowledge/chat-grounding.server'
import { questionEmbedder } from '../app/server/knowledge/embeddings.server'
import { type DbHandle, openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { withThrowawayDirectory, withThrowawayPostgres } from '../db/throwaway'
import { BUDGETS } from './budgets'
import { type IngestionFigures, measureIngestion, PDF_PAGES } from './knowledge-ingestion'
import { LARGE_CHUNKS, type LatencyFigures, measureRetrievalLatency, SMALL_CHUNKS } from './knowledge-latency'
import {
  evaluateRetrieval,
  loadEvalBase,
  loadEvalSet,
  type Quality,
  type ScoreSeparation,
  scoreSeparation,
  unreachableQuestions,
} from './knowledge-quality'
import type { Recorder } from './server-report'

/** The knowledge budgets (their reasons are in bench/budgets.ts). */
export const KNOWLEDGE_BUDGETS = {
  recallAt5: BUDGETS.knowledgeRecallAt5.value,
  mrr: BUDGETS.knowledgeMrr.value,
  ingestionToParse: BUDGETS.knowledgeIngestionToParse.value,
  latencyGrowth: BUDGETS.knowledgeLatencyGrowth.value,
}

export interface KnowledgeFigures {
  quality: { lexical: Quality; hybrid: Quality }
  ingestion: IngestionFigures
  latency: { pglite: LatencyFigures; postgres: LatencyFigures }
}

type Log = (line: string) => void

async function migrated<T>(handle: DbHandle, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  try {
    await migrateDatabase(handle)
    return await work(handle)
  } finally {
    await handle.close()
  }
}

/** PGlite in a data directory on disk, as the server keeps it. */
function onPglite<T>(work: (handle: DbHandle) => Promise<T>): Promise<T> {
  return withThrowawayDirectory('opsai-bench-knowledge-', async (dataDir) =>
    migrated(await openDatabase({ dataDir }), work),
  )
}

export async function measureKnowledge(postgresUrl: string, log: Log): Promise<KnowledgeFigures> {
  const server = await startOpenAiTestServer()
  try {
    log('knowledge: retrieval quality on the evaluation set (PGlite)')
    const quality = await onPglite(async ({ db }) => {
      const set = loadEvalSet()
      const { baseId, applicationKey } = await loadEvalBase(db, set.documents, { baseURL: server.baseURL })
      const unreachable = await unreachableQuestions(db, baseId, set.questions)
      if (unreachable.length > 0) throw new Error(`phrases found in no chunk: ${unreachable.join(', ')}`)
      return {
        lexical: await evaluateRetrieval(db, baseId, set.questions),
        hybrid: await evaluateRetrieval(db, baseId, set.questions, (question) =>
          questionEmbedder(db, applicationKey, question),
        ),
      }
    })
    log(`knowledge: ingestion of a ${PDF_PAGES}-page PDF (PGlite)`)
    const ingestion = await onPglite(({ db }) => measureIngestion(db))
    log(`knowledge: retrieval latency at ${LARGE_CHUNKS} chunks (PGlite)`)
    const pglite = await onPglite((handle) => measureRetrievalLatency(handle, server, log))
    log(`knowledge: retrieval latency at ${LARGE_CHUNKS} chunks (PostgreSQL)`)
    const postgres = await withThrowawayPostgres(
      postgresUrl,
      { prefix: 'opsai_bench_knowledge' },
      async (url) =>
        migrated(await openDatabase({ databaseUrl: url }), (handle) =>
          measureRetrievalLatency(handle, server, log),
        ),
    )
    return { quality, ingestion, latency: { pglite, postgres } }
  } finally {
    await server.close()
  }
}

export interface KnowledgeRecorder extends Recorder {
  /** A figure the issue asks for that this machine cannot measure, and why. */
  unavailable(name: string, reason: string): void
}

function reportSeparation(out: Recorder, label: string, separation: ScoreSeparation | undefined) {
  if (!separation) return
  out.note(`${label}: lowest score of an answering passage ranked first`, separation.lowestTopHit, 'score')
  out.note(`${label}: lowest score of an answering passage among the five`, separation.lowestHit, 'score')
  out.note(`${label}: 10th percentile of answering passages' scores`, separation.hitP10, 'score')
  out.note(`${label}: highest score for a question nothing answers`, separation.highestUnanswerable, 'score')
  const { threshold, hitsDropped, unanswerableKept } = separation.atThreshold
  out.note(`${label}: answering passages under today's threshold ${threshold}`, hitsDropped, 'questions')
  out.note(
    `${label}: unanswerable questions over today's threshold ${threshold}`,
    unanswerableKept,
    'questions',
  )
  out.note(`${label}: threshold with the fewest of both errors`, separation.best.threshold, 'score')
  out.note(`${label}: errors at that threshold`, separation.best.errors, 'questions')
}

function reportQuality(out: Recorder, quality: KnowledgeFigures['quality']) {
  const { lexical, hybrid } = quality
  const over = `${lexical.questions} answerable questions`
  out.record(
    `knowledge lexical recall@5 over ${over}`,
    lexical.recallAt5,
    '',
    KNOWLEDGE_BUDGETS.recallAt5,
    'min',
  )
  out.record(`knowledge lexical MRR@5 over ${over}`, lexical.mrr, '', KNOWLEDGE_BUDGETS.mrr, 'min')
  for (const language of ['ja', 'en'] as const) {
    const part = lexical.byLanguage[language]
    out.note(`knowledge lexical recall@5, ${part.questions} ${language} questions`, part.recallAt5, '')
    out.note(`knowledge lexical MRR@5, ${part.questions} ${language} questions`, part.mrr, '')
  }
  out.note('knowledge hybrid recall@5 (test server bag-of-bigram vectors, PGlite)', hybrid.recallAt5, '')
  out.note('knowledge hybrid MRR@5 (test server bag-of-bigram vectors, PGlite)', hybrid.mrr, '')
  reportSeparation(out, 'lexical score', scoreSeparation(lexical.outcomes, 'lexical', PASSAGE_THRESHOLD))
  for (const language of ['ja', 'en'] as const) {
    const outcomes = lexical.outcomes.filter((outcome) => outcome.language === language)
    reportSeparation(
      out,
      `lexical score, ${language}`,
      scoreSeparation(outcomes, 'lexical', PASSAGE_THRESHOLD),
    )
  }
  reportSeparation(out, 'cosine (hybrid)', scoreSeparation(hybrid.outcomes, 'vector', VECTOR_THRESHOLD))
}

function reportLatency(out: KnowledgeRecorder, kind: string, figures: LatencyFigures) {
  out.note(
    `knowledge: indexing ${LARGE_CHUNKS} chunks through indexChunks (${kind})`,
    figures.loadSeconds,
    's',
  )
  out.note(`knowledge: indexing rate (${kind})`, figures.chunksPerSecond, 'chunks/s')
  out.note(`knowledge: postings of ${LARGE_CHUNKS} chunks (${kind})`, figures.postings, 'rows')
  out.note(
    `knowledge: postings a question reads at ${LARGE_CHUNKS} chunks, median (${kind})`,
    figures.postingsRead.median,
    'rows',
  )
  out.note(
    `knowledge: postings a question reads at ${LARGE_CHUNKS} chunks, most (${kind})`,
    figures.postingsRead.max,
    'rows',
  )
  if (figures.embedSeconds !== undefined)
    out.note(`knowledge: embedding and storing their vectors (${kind})`, figures.embedSeconds, 's')
  for (const mode of ['lexical', 'hybrid'] as const) {
    const measured = figures[mode]
    if (!measured) {
      out.unavailable(`knowledge ${mode} retrieval (${kind})`, 'no pgvector on this database server')
      continue
    }
    for (const [size, chunks] of [
      ['small', SMALL_CHUNKS],
      ['large', LARGE_CHUNKS],
    ] as const) {
      out.note(`knowledge ${mode} retrieval p50 at ${chunks} chunks (${kind})`, measured[size].p50, 'ms')
      out.note(`knowledge ${mode} retrieval p95 at ${chunks} chunks (${kind})`, measured[size].p95, 'ms')
    }
    if (mode === 'hybrid')
      out.note(
        `knowledge hybrid searches that ran lexical and were asked again (${kind})`,
        measured.small.fallbacks + measured.large.fallbacks,
        'searches',
      )
    out.record(
      `knowledge ${mode} retrieval p95 at ${LARGE_CHUNKS} ÷ at ${SMALL_CHUNKS} chunks (${kind})`,
      measured.large.p95 / measured.small.p95,
      '×',
      KNOWLEDGE_BUDGETS.latencyGrowth,
      'max',
    )
  }
}

export function reportKnowledge(figures: KnowledgeFigures, out: KnowledgeRecorder, resultsFolder: string) {
  reportQuality(out, figures.quality)
  const { ingestion } = figures
  out.note(
    `knowledge: ${ingestion.pages}-page PDF, parse only (PGlite run)`,
    ingestion.parsePagesPerSecond,
    'pages/s',
  )
  out.note(
    `knowledge: ${ingestion.pages}-page PDF (${ingestion.chunks} chunks), upload to searchable (PGlite)`,
    ingestion.ingestPagesPerSecond,
    'pages/s',
  )
  out.record(
    'knowledge ingestion pages/s ÷ parse-only pages/s',
    ingestion.ratio,
    '×',
    KNOWLEDGE_BUDGETS.ingestionToParse,
    'min',
  )
  reportLatency(out, 'PGlite', figures.latency.pglite)
  reportLatency(out, 'PostgreSQL', figures.latency.postgres)
  // Every question's rank and scores, for tuning the thresholds (not committed: bench/results).
  writeFileSync(
    join(resultsFolder, 'knowledge-quality.json'),
    `${JSON.stringify(figures.quality, null, 2)}\n`,
  )
}
