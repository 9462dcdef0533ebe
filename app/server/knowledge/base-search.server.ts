/**
 * The retrieval test of one knowledge base (the console's and /knowledge's search box, and
 * `opsai kb search`): what retrieval returns for a question, with scores, and whether the
 * ranking was lexical alone or hybrid (embeddings configured and pgvector present).
 */
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { tenants } from '#db/schema'
import { InvalidInputError } from '../errors.server'
import { PASSAGE_THRESHOLD } from './chat-grounding.server'
import { questionEmbedder } from './embeddings.server'
import { type KnowledgeActor, requireBase } from './knowledge-bases.server'
import { searchChunks } from './retrieval.server'

export const searchQuestionSchema = z.string().trim().min(1).max(1000)

export interface BaseSearchHit {
  chunkId: number
  documentId: string
  documentName: string
  page: number | null
  location: Record<string, unknown>
  snippet: string
  score: number
  lexicalScore: number
  vectorScore?: number
  /** At or above the threshold a chat answers from. */
  matches: boolean
}

/** The application whose embeddings search a base: its tenant's, or (catalogue) any that has them. */
async function applicationOfBase(db: Db, tenantId: string | null): Promise<string | undefined> {
  if (tenantId) {
    const [row] = await db
      .select({ key: tenants.applicationKey })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
    return row?.key
  }
  const [row] = rowsOf<{ key: string }>(
    await db.execute(sql`select key from applications where embeddings is not null order by key limit 1`),
  )
  return row?.key
}

export async function searchBase(
  db: Db,
  actor: KnowledgeActor,
  baseId: string,
  question: unknown,
  limit = 5,
): Promise<{ mode: 'lexical' | 'hybrid'; threshold: number; hits: BaseSearchHit[] }> {
  const base = await requireBase(db, actor, baseId)
  const parsed = searchQuestionSchema.safeParse(question)
  if (!parsed.success) throw new InvalidInputError('errors.knowledge.questionRequired')
  const applicationKey = await applicationOfBase(db, base.tenantId)
  const result = await searchChunks(db, [base.id], parsed.data, {
    limit,
    vector: applicationKey ? questionEmbedder(db, applicationKey, parsed.data) : undefined,
  })
  return {
    mode: result.mode,
    threshold: PASSAGE_THRESHOLD,
    hits: result.hits.map((hit) => ({
      chunkId: hit.chunkId,
      documentId: hit.documentId,
      documentName: hit.documentName,
      page: hit.page,
      location: hit.location,
      snippet: hit.text,
      score: Math.round(hit.score * 1000) / 1000,
      lexicalScore: Math.round(hit.lexicalScore * 1000) / 1000,
      ...(hit.vectorScore === undefined ? {} : { vectorScore: Math.round(hit.vectorScore * 1000) / 1000 }),
      matches: hit.lexicalScore >= PASSAGE_THRESHOLD,
    })),
  }
}
