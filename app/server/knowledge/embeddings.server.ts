/**
 * Vector search for knowledge (issue 17, ADR 027): an application may configure an
 * OpenAI-compatible embeddings endpoint (base URL, model, dimensions, key). Chunks are embedded
 * after they are indexed and stored in `knowledge_chunk_embeddings` (only where pgvector
 * exists: db/migrate.ts); a question is embedded and its nearest chunks (cosine) join the
 * lexical ranking by reciprocal rank fusion. Without a configuration, or without pgvector,
 * retrieval is lexical alone and the console says so.
 */
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { hasVectorTable } from '#db/migrate'
import { rowsOf } from '#db/rows'
import { applications, tenants } from '#db/schema'
import { loadEffectiveMasking } from '../pii-masking/masking-settings.server'
import { turnMasking } from '../pii-masking/turn-masking.server'
import { maskSecretFields, openSecretFields } from '../secrets/secret-fields.server'
import { captureServerError } from '../sentry.server'
import { knowledgeTenantKey } from './knowledge-tenant.server'
import type { SearchOptions, VectorRanking } from './retrieval.server'

export const embeddingSettingsSchema = z
  .object({
    baseURL: z.url({ protocol: /^https?$/ }).max(2000),
    model: z.string().trim().min(1).max(200),
    dimensions: z.coerce.number().int().min(8).max(4096),
    apiKey: z.string().trim().min(1).max(1000).optional(),
  })
  .strict()

export type EmbeddingSettings = z.infer<typeof embeddingSettingsSchema>

/** Texts sent per request, and the time one request may take. */
const BATCH = 64
const TIMEOUT_MS = 30_000

/** The fields of a stored embeddings configuration that are sealed at rest (ADR 033). */
export const EMBEDDING_SECRET_FIELDS = ['apiKey'] as const

export function parseEmbeddingSettings(value: unknown): EmbeddingSettings | null {
  const parsed = embeddingSettingsSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** `applications.embeddings` as stored, its key decrypted: for calling the endpoint. */
export function storedEmbeddingSettings(value: unknown): EmbeddingSettings | null {
  return parseEmbeddingSettings(openSecretFields(value, EMBEDDING_SECRET_FIELDS))
}

/** `applications.embeddings` as screens see it: whether it is set, a key shown only as `[set]`. */
export function storedEmbeddingsShape(value: unknown): EmbeddingSettings | null {
  return parseEmbeddingSettings(maskSecretFields(value, EMBEDDING_SECRET_FIELDS))
}

/** Embeds texts with the endpoint; the vectors come back in the order of `texts`. */
export async function embedTexts(
  settings: EmbeddingSettings,
  texts: string[],
  fetchImpl: typeof fetch = fetch,
): Promise<number[][]> {
  const vectors: number[][] = []
  for (let start = 0; start < texts.length; start += BATCH) {
    const input = texts.slice(start, start + BATCH)
    const response = await fetchImpl(`${settings.baseURL.replace(/\/$/, '')}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, input, dimensions: settings.dimensions }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`embeddings endpoint answered ${response.status}`)
    const body = (await response.json()) as { data?: { index: number; embedding: number[] }[] }
    const data = [...(body.data ?? [])].sort((left, right) => left.index - right.index)
    if (data.length !== input.length || data.some((item) => item.embedding.length !== settings.dimensions)) {
      throw new Error('embeddings endpoint answered vectors of the wrong count or size')
    }
    vectors.push(...data.map((item) => item.embedding))
  }
  return vectors
}

const vectorLiteral = (vector: number[]) =>
  `[${vector.map((value) => (Number.isFinite(value) ? value : 0)).join(',')}]`

export async function applicationEmbeddings(
  db: Db,
  applicationKey: string,
): Promise<EmbeddingSettings | null> {
  const [row] = await db
    .select({ embeddings: applications.embeddings })
    .from(applications)
    .where(eq(applications.key, applicationKey))
  return storedEmbeddingSettings(row?.embeddings)
}

/**
 * The vector ranking for a chat turn or a search box: undefined (lexical only) when the
 * application has no embeddings or the database no pgvector; a failing endpoint degrades to
 * lexical too (reported, never shown to the asker as an error).
 */
export function questionEmbedder(db: Db, applicationKey: string, question: string): SearchOptions['vector'] {
  return async (scopes, limit): Promise<VectorRanking | undefined> => {
    const settings = await applicationEmbeddings(db, applicationKey)
    if (!settings || !(await hasVectorTable(db))) return undefined
    try {
      const [vector] = await embedTexts(settings, [question])
      if (!vector) return undefined
      const result = await db.execute(sql`
        select tenant_id as "tenantKey", chunk_id as "chunkId",
          1 - (embedding <=> ${vectorLiteral(vector)}::vector) as similarity
        from knowledge_chunk_embeddings
        where model = ${settings.model} and scope in (select jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb))
        order by embedding <=> ${vectorLiteral(vector)}::vector limit ${limit}`)
      return {
        hits: rowsOf<{ tenantKey: string; chunkId: string | number; similarity: string | number }>(
          result,
        ).map((row) => ({
          tenantKey: row.tenantKey,
          chunkId: Number(row.chunkId),
          similarity: Number(row.similarity),
        })),
      }
    } catch (error) {
      captureServerError(error)
      return undefined
    }
  }
}

/** The embedding settings a document's chunks are embedded with: its tenant's application, or every application's for a catalogue base. */
async function settingsForScope(db: Db, knowledgeBaseId: string | null, tenantId: string | null) {
  if (tenantId) {
    const [row] = await db
      .select({ embeddings: applications.embeddings })
      .from(tenants)
      .innerJoin(applications, eq(applications.key, tenants.applicationKey))
      .where(eq(tenants.id, tenantId))
    const settings = storedEmbeddingSettings(row?.embeddings)
    return settings ? [settings] : []
  }
  if (!knowledgeBaseId) return []
  const rows = await db.select({ embeddings: applications.embeddings }).from(applications)
  const byModel = new Map<string, EmbeddingSettings>()
  for (const row of rows) {
    const settings = storedEmbeddingSettings(row.embeddings)
    if (settings && !byModel.has(settings.model)) byModel.set(settings.model, settings)
  }
  return [...byModel.values()]
}

/** Embeds a document's chunks for every model that will search them; returns how many were stored. */
export async function embedDocumentChunks(
  db: Db,
  document: { id: string; knowledgeBaseId: string | null; tenantId: string | null },
): Promise<number> {
  const configured = await settingsForScope(db, document.knowledgeBaseId, document.tenantId)
  if (configured.length === 0 || !(await hasVectorTable(db))) return 0
  const tenantKey = knowledgeTenantKey(document.tenantId)
  const chunks = rowsOf<{ id: string | number; scope: string; text: string }>(
    await db.execute(sql`
      select id, scope, text from knowledge_chunks
      where tenant_id = ${tenantKey} and document_id = ${document.id} order by position`),
  )
  // A tenant's documents leave for the embeddings endpoint masked like its chat turns (ADR 034);
  // the chunks keep their text, so lexical search and citations still show what was written.
  const masking = document.tenantId
    ? turnMasking(await loadEffectiveMasking(db, document.tenantId))
    : undefined
  const texts = chunks.map((chunk) => (masking ? masking.text(chunk.text) : chunk.text))
  let stored = 0
  for (const settings of configured) {
    const vectors = await embedTexts(settings, texts)
    const rows = chunks.map((chunk, index) => ({
      c: Number(chunk.id),
      s: chunk.scope,
      v: vectorLiteral(vectors[index] ?? []),
    }))
    for (let start = 0; start < rows.length; start += BATCH) {
      await db.execute(sql`
        insert into knowledge_chunk_embeddings (tenant_id, chunk_id, scope, model, embedding)
        select ${tenantKey}, c, s, ${settings.model}, v::vector
        from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + BATCH))}::jsonb) as r(c bigint, s text, v text)
        on conflict (tenant_id, chunk_id, model) do update set embedding = excluded.embedding`)
    }
    stored += rows.length
  }
  return stored
}
