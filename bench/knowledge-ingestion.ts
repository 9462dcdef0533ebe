/**
 * Ingestion throughput (issue 17): a 200-page PDF uploaded with `storeDocuments` and run
 * through the ingestion job (`drainKnowledgeJobs`: parse in a worker thread, chunk, index in
 * one transaction) on PGlite, in pages per second. The limit, same bytes, same run: the
 * parser alone (`parseDocument`), so the ratio says what storing and indexing add to parsing.
 * Rounds alternate the two, so a drift in the machine's load touches both; medians are kept.
 */
import { sql } from 'drizzle-orm'
import { storeDocuments } from '../app/server/knowledge/documents.server'
import { drainKnowledgeJobs } from '../app/server/knowledge/ingest.server'
import { createBase } from '../app/server/knowledge/knowledge-bases.server'
import { parseDocument } from '../app/server/knowledge/parsing/parse.server'
import { makeTenant } from '../app/server/tenancy/test-fixtures.server'
import type { Db } from '../db/client'
import { rowsOf } from '../db/rows'
import { englishPage, seededRandom } from './knowledge-corpus'
import { textPdf } from './knowledge-pdf'

export const PDF_PAGES = 200
/** Characters per page: a page of a manual (an A4 page in 10-point type holds about 5 000). */
const PAGE_CHARACTERS = 2_000
const ROUNDS = 3

export interface IngestionFigures {
  pages: number
  bytes: number
  chunks: number
  parsePagesPerSecond: number
  ingestPagesPerSecond: number
  /** End-to-end pages/s ÷ parse-only pages/s. */
  ratio: number
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export async function measureIngestion(db: Db): Promise<IngestionFigures> {
  const random = seededRandom(200)
  const pdf = textPdf(Array.from({ length: PDF_PAGES }, () => englishPage(random, PAGE_CHARACTERS)))
  const tenant = await makeTenant(db, 'knowledge-ingestion')
  const base = await createBase(
    db,
    { kind: 'operator', userId: 'cli:bench', tenantId: tenant.id },
    { name: 'PDF' },
  )
  const parseSeconds: number[] = []
  const ingestSeconds: number[] = []
  let chunks = 0
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now()
    const parsed = await parseDocument(pdf, 'pdf')
    parseSeconds.push((performance.now() - started) / 1000)
    if (!parsed.ok || parsed.document.pages !== PDF_PAGES) throw new Error('the bench PDF did not parse')

    started = performance.now()
    const [stored] = await storeDocuments(
      db,
      { tenantId: tenant.id, knowledgeBaseId: base.id, uploadedBy: 'cli:bench', actor: 'cli:bench' },
      [{ name: `manual-${round}.pdf`, bytes: pdf }],
    )
    await drainKnowledgeJobs(db)
    ingestSeconds.push((performance.now() - started) / 1000)
    const [document] = rowsOf<{ status: string; pages: number; chunks: number }>(
      await db.execute(
        sql`select status, pages, chunks from knowledge_documents where id = ${stored?.id ?? ''}`,
      ),
    )
    if (document?.status !== 'ready' || document.pages !== PDF_PAGES) {
      throw new Error(`the bench PDF was not ingested: ${JSON.stringify(document)}`)
    }
    chunks = document.chunks
  }
  const parsePagesPerSecond = PDF_PAGES / median(parseSeconds)
  const ingestPagesPerSecond = PDF_PAGES / median(ingestSeconds)
  return {
    pages: PDF_PAGES,
    bytes: pdf.byteLength,
    chunks,
    parsePagesPerSecond,
    ingestPagesPerSecond,
    ratio: ingestPagesPerSecond / parsePagesPerSecond,
  }
}
