/**
 * What the knowledge screens read besides the services' own lists: the page's overview (bases,
 * the tenant's storage, the upload limits) and the retrieval test box, which searches one base
 * the way a chat would and says whether the ranking was lexical only or hybrid.
 */
import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { type ChunkLocation, readChunkLocation } from '#app/features/knowledge/chunk-location.shared'
import type { Db } from '#db/client'
import { applications, tenants } from '#db/schema'
import { getServerConfig } from '../../config.server'
import { InvalidInputError } from '../../errors.server'
import { loadEffectiveMasking } from '../../pii-masking/masking-settings.server'
import { turnMasking } from '../../pii-masking/turn-masking.server'
import { PASSAGE_THRESHOLD, passageMatches, snippetOf } from '../chat-grounding.server'
import { MAX_FILES_PER_UPLOAD, tenantStorage } from '../documents.server'
import { questionEmbedder, storedEmbeddingsShape } from '../embeddings.server'
import {
  actorTenant,
  type KnowledgeActor,
  type KnowledgeBaseSummary,
  listBases,
  requireBase,
} from '../knowledge-bases.server'
import { searchChunks } from '../retrieval.server'

export interface KnowledgeOverview {
  scope: 'tenant' | 'catalogue'
  bases: KnowledgeBaseSummary[]
  /** The tenant's knowledge storage in bytes; limit null: unlimited. Absent for the catalogue. */
  storage?: { usedBytes: number; limitBytes: number | null }
  upload: { maxFileMb: number; maxFiles: number }
}

export async function knowledgeOverview(db: Db, actor: KnowledgeActor): Promise<KnowledgeOverview> {
  const bases = await listBases(db, actor)
  const upload = { maxFileMb: getServerConfig().knowledge.documentMaxMb, maxFiles: MAX_FILES_PER_UPLOAD }
  const tenantId = actorTenant(actor)
  if (tenantId === null) return { scope: 'catalogue', bases, upload }
  return { scope: 'tenant', bases, storage: await tenantStorage(db, tenantId), upload }
}

/** A tenant's search leaves for the embeddings endpoint masked like its chat turns (ADR 034). */
async function queryForModel(db: Db, tenantId: string | null, query: string): Promise<string> {
  return tenantId ? turnMasking(await loadEffectiveMasking(db, tenantId)).text(query) : query
}

/**
 * The application whose embeddings a search of the actor's bases uses: the tenant's; for the
 * catalogue (embedded with every application's model), the first one that has embeddings.
 */
async function embeddingApplication(db: Db, tenantId: string | null): Promise<string | undefined> {
  if (tenantId !== null) {
    const [tenant] = await db
      .select({ key: tenants.applicationKey })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
    return tenant?.key
  }
  const rows = await db
    .select({ key: applications.key, embeddings: applications.embeddings })
    .from(applications)
    .orderBy(asc(applications.key))
  return rows.find((row) => storedEmbeddingsShape(row.embeddings) !== null)?.key
}

export interface KnowledgeSearchHit {
  chunkId: number
  documentId: string
  documentName: string
  page: number | null
  location: ChunkLocation
  snippet: string
  /** The ranking's score: 0..1 lexical coverage, or the fused score in a hybrid search. */
  score: number
  lexicalScore: number
  vectorScore?: number
  /** Whether a chat would use the passage as a source (chat-grounding.server.ts). */
  matched: boolean
}

export interface KnowledgeSearchResult {
  mode: 'lexical' | 'hybrid'
  /** The lexical score from which a passage counts as a match. */
  threshold: number
  hits: KnowledgeSearchHit[]
}

const SEARCH_LIMIT = 10
const SNIPPET_LENGTH = 240

export const searchQuestionSchema = z.string().trim().min(1).max(1000)

/**
 * What retrieval returns from one base for a question, best first, with its scores: the
 * screens' retrieval test and `opsai kb search`.
 */
export async function searchBase(
  db: Db,
  actor: KnowledgeActor,
  baseId: string,
  question: unknown,
  limit = SEARCH_LIMIT,
): Promise<KnowledgeSearchResult> {
  const base = await requireBase(db, actor, baseId)
  const parsed = searchQuestionSchema.safeParse(question)
  if (!parsed.success) throw new InvalidInputError('errors.knowledge.questionRequired')
  const applicationKey = await embeddingApplication(db, base.tenantId)
  const { hits, mode } = await searchChunks(db, [base.id], parsed.data, {
    limit,
    vector: applicationKey
      ? questionEmbedder(db, applicationKey, await queryForModel(db, base.tenantId, parsed.data))
      : undefined,
  })
  return {
    mode,
    threshold: PASSAGE_THRESHOLD,
    hits: hits.map(({ text, location, ...hit }) => ({
      ...hit,
      location: readChunkLocation(location),
      snippet: snippetOf(text, SNIPPET_LENGTH),
      matched: passageMatches(hit),
    })),
  }
}
