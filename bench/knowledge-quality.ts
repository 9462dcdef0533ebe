/**
 * Retrieval quality on the evaluation set of bench/knowledge-eval (issue 17): company documents
 * in Japanese and English, and questions phrased as users ask them, each with the document and
 * a short phrase of the passage that answers it (a hit: a returned chunk of that document
 * containing the phrase), plus questions nothing answers. The documents go through the real
 * pipeline (upload, parse in a worker, chunk, index, embed) into one base; each question is
 * asked as a chat asks it (five passages). Used by `npm run bench` and by
 * app/server/knowledge/retrieval-quality.server.test.ts, so CI catches a regression.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { addDocuments, type UploadedFile } from '../app/server/knowledge/documents.server'
import type { EmbeddingSettings } from '../app/server/knowledge/embeddings.server'
import { drainKnowledgeJobs } from '../app/server/knowledge/ingest.server'
import { createBase, type KnowledgeActor } from '../app/server/knowledge/knowledge-bases.server'
import { type ChunkHit, type SearchOptions, searchChunks } from '../app/server/knowledge/retrieval.server'
import { makeTenant } from '../app/server/tenancy/test-fixtures.server'
import type { Db } from '../db/client'
import { rowsOf } from '../db/rows'
import { applications, tenants } from '../db/schema'

const EVAL_DIRECTORY = join(import.meta.dirname, 'knowledge-eval')
/** What a chat grounds a reply on (chat-grounding.server.ts, MAX_SOURCES). */
export const PASSAGES_PER_QUESTION = 5
/** The embeddings of the evaluation and the latency benchmark: the test server's bag of bigrams. */
export const BENCH_EMBEDDINGS = { model: 'bench-bigrams', dimensions: 256 } as const

const questionSchema = z.object({
  id: z.string().min(1),
  language: z.enum(['ja', 'en']),
  question: z.string().min(1),
  /** Absent: nothing in the documents answers it (for the threshold's other side). */
  document: z.string().min(1).optional(),
  phrase: z.string().min(1).optional(),
})
export type EvalQuestion = z.infer<typeof questionSchema>

export function loadEvalSet(): { documents: UploadedFile[]; questions: EvalQuestion[] } {
  const folder = join(EVAL_DIRECTORY, 'documents')
  const documents = readdirSync(folder)
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(folder, name))) }))
  const { questions } = z
    .object({ questions: z.array(questionSchema) })
    .parse(JSON.parse(readFileSync(join(EVAL_DIRECTORY, 'questions.json'), 'utf8')))
  return { documents, questions }
}

/** The test model server's embeddings for the application every bench tenant uses. */
export async function configureEmbeddings(db: Db, applicationKey: string, settings: EmbeddingSettings) {
  await db.update(applications).set({ embeddings: settings }).where(eq(applications.key, applicationKey))
}

/**
 * A tenant's base holding the evaluation documents, uploaded, parsed, indexed and (when the
 * application has embeddings and the database pgvector) embedded by the ingestion jobs.
 */
export async function loadEvalBase(
  db: Db,
  documents: UploadedFile[],
  embeddings?: { baseURL: string },
): Promise<{ baseId: string; applicationKey: string }> {
  const tenant = await makeTenant(db, 'knowledge-eval')
  const [row] = await db
    .select({ applicationKey: tenants.applicationKey })
    .from(tenants)
    .where(eq(tenants.id, tenant.id))
  const applicationKey = row?.applicationKey ?? ''
  if (embeddings)
    await configureEmbeddings(db, applicationKey, { ...BENCH_EMBEDDINGS, baseURL: embeddings.baseURL })
  const actor: KnowledgeActor = { kind: 'operator', userId: 'cli:bench', tenantId: tenant.id }
  const base = await createBase(db, actor, { name: '評価用ナレッジ / evaluation set' })
  await addDocuments(db, actor, base.id, documents)
  await drainKnowledgeJobs(db)
  const failed = rowsOf<{ name: string; status: string }>(
    await db.execute(
      sql`select name, status from knowledge_documents where knowledge_base_id = ${base.id} and status <> 'ready'`,
    ),
  )
  if (failed.length > 0) throw new Error(`evaluation documents not ready: ${JSON.stringify(failed)}`)
  return { baseId: base.id, applicationKey }
}

const spaced = (text: string) => text.replace(/\s+/g, ' ')

function isHit(question: EvalQuestion, hit: Pick<ChunkHit, 'documentName' | 'text'>) {
  return (
    hit.documentName === question.document && spaced(hit.text).includes(spaced(question.phrase ?? '\u0000'))
  )
}

/** Questions whose phrase is in no chunk of their document: a broken evaluation set, not a miss. */
export async function unreachableQuestions(db: Db, baseId: string, questions: EvalQuestion[]) {
  const chunks = rowsOf<{ documentName: string; text: string }>(
    await db.execute(sql`
      select d.name as "documentName", c.text from knowledge_chunks c
      join knowledge_documents d on d.id = c.document_id where c.scope = ${baseId}`),
  )
  return questions
    .filter((question) => question.document !== undefined)
    .filter((question) => !chunks.some((chunk) => isHit(question, chunk)))
    .map((question) => question.id)
}

export interface QuestionOutcome {
  id: string
  language: 'ja' | 'en'
  answerable: boolean
  /** 1-based rank of the first hit among the passages, or null. */
  rank: number | null
  /** The best lexical score among the passages (what PASSAGE_THRESHOLD is compared with). */
  bestLexical: number
  /** The first hit's lexical score. */
  hitLexical: number | null
  bestVector: number | null
  hitVector: number | null
}

export interface Quality {
  questions: number
  recallAt5: number
  mrr: number
  /** Searches that ran hybrid (all of them when a vector ranking was asked for and available). */
  hybridSearches: number
  byLanguage: Record<'ja' | 'en', { questions: number; recallAt5: number; mrr: number }>
  outcomes: QuestionOutcome[]
}

function summarise(outcomes: QuestionOutcome[]) {
  const answerable = outcomes.filter((outcome) => outcome.answerable)
  const count = Math.max(answerable.length, 1)
  return {
    questions: answerable.length,
    recallAt5: answerable.filter((outcome) => outcome.rank !== null).length / count,
    mrr: answerable.reduce((total, outcome) => total + (outcome.rank ? 1 / outcome.rank : 0), 0) / count,
  }
}

/** Asks every question of the base: lexical alone, or hybrid with `vector` for each question. */
export async function evaluateRetrieval(
  db: Db,
  baseId: string,
  questions: EvalQuestion[],
  vector?: (question: string) => SearchOptions['vector'],
): Promise<Quality> {
  const outcomes: QuestionOutcome[] = []
  let hybridSearches = 0
  for (const question of questions) {
    const { hits, mode } = await searchChunks(db, [baseId], question.question, {
      limit: PASSAGES_PER_QUESTION,
      vector: vector?.(question.question),
    })
    if (mode === 'hybrid') hybridSearches += 1
    const index = hits.findIndex((hit) => isHit(question, hit))
    const hit = index >= 0 ? hits[index] : undefined
    const vectors = hits.flatMap((item) => (item.vectorScore === undefined ? [] : [item.vectorScore]))
    outcomes.push({
      id: question.id,
      language: question.language,
      answerable: question.document !== undefined,
      rank: index >= 0 ? index + 1 : null,
      bestLexical: Math.max(0, ...hits.map((item) => item.lexicalScore)),
      hitLexical: hit?.lexicalScore ?? null,
      bestVector: vectors.length > 0 ? Math.max(...vectors) : null,
      hitVector: hit?.vectorScore ?? null,
    })
  }
  return {
    ...summarise(outcomes),
    hybridSearches,
    byLanguage: {
      ja: summarise(outcomes.filter((outcome) => outcome.language === 'ja')),
      en: summarise(outcomes.filter((outcome) => outcome.language === 'en')),
    },
    outcomes,
  }
}

export interface ScoreSeparation {
  /** The lowest score of an answering passage ranked first. */
  lowestTopHit: number
  /** The lowest score of a passage that answers its question (the first hit in the five). */
  lowestHit: number
  /** The tenth percentile of those scores. */
  hitP10: number
  /** The highest score any passage gets for a question nothing answers. */
  highestUnanswerable: number
  /** At `threshold`: answering passages that fall under it, and unanswerable questions over it. */
  atThreshold: { threshold: number; hitsDropped: number; unanswerableKept: number }
  /** The threshold with the fewest of both errors (the lowest such, so answers are kept). */
  best: { threshold: number; errors: number }
}

/** How well a threshold on `score` separates answering passages from unanswerable questions. */
export function scoreSeparation(
  outcomes: QuestionOutcome[],
  score: 'lexical' | 'vector',
  threshold: number,
): ScoreSeparation | undefined {
  const hitScore = (outcome: QuestionOutcome) =>
    score === 'lexical' ? outcome.hitLexical : outcome.hitVector
  const hits = outcomes
    .map(hitScore)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b)
  const topHits = outcomes.filter((outcome) => outcome.rank === 1).map((outcome) => hitScore(outcome) ?? 0)
  const unanswerable = outcomes
    .filter((outcome) => !outcome.answerable)
    .map((outcome) => (score === 'lexical' ? outcome.bestLexical : (outcome.bestVector ?? 0)))
  if (hits.length === 0 || unanswerable.length === 0) return undefined
  const errorsAt = (value: number) => ({
    hitsDropped: hits.filter((hit) => hit < value).length,
    unanswerableKept: unanswerable.filter((top) => top >= value).length,
  })
  let best = { threshold: 0, errors: Number.POSITIVE_INFINITY }
  // Candidates: just above each unanswerable score, and each hit's own score.
  for (const candidate of [...hits, ...unanswerable.map((top) => top + 0.001)].sort((a, b) => a - b)) {
    const { hitsDropped, unanswerableKept } = errorsAt(candidate)
    if (hitsDropped + unanswerableKept < best.errors)
      best = { threshold: candidate, errors: hitsDropped + unanswerableKept }
  }
  return {
    lowestTopHit: Math.min(...topHits),
    lowestHit: hits[0] ?? 0,
    hitP10: hits[Math.floor(hits.length * 0.1)] ?? 0,
    highestUnanswerable: Math.max(...unanswerable),
    atThreshold: { threshold, ...errorsAt(threshold) },
    best,
  }
}
