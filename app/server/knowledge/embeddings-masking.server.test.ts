/**
 * A tenant's personal data stays out of the embeddings endpoint too (issue 19, ADR 034): its
 * documents' chunks and its search-box queries are masked with the tenant's settings before they
 * are embedded, while the stored chunks keep what was written.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hasVectorTable } from '#db/migrate'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import { BENCH_EMBEDDINGS, configureEmbeddings } from '#root/bench/knowledge-quality'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { setTenantMasking } from '../pii-masking/masking-settings.server'
import { makeTenant } from '../tenancy/test-fixtures.server'
import { searchBase } from './api/knowledge-screens.server'
import { addDocuments } from './documents.server'
import { drainKnowledgeJobs } from './ingest.server'
import { createBase, type KnowledgeActor } from './knowledge-bases.server'

const SECRETS = ['taro@example.jp', '090-1234-5678']
const DOCUMENT = `返品の窓口\n\n返品のご相談は担当の山田まで。メール taro@example.jp、電話 090-1234-5678 で受け付けます。\n`

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

describeEachDatabase('embeddings of a masking tenant', (database) => {
  const db = () => database.handle().db

  it('embeds its chunks and its search queries masked, and keeps the chunk text as written', async ({
    skip,
  }) => {
    const vectors = await hasVectorTable(db())
    // PGlite always ships pgvector: only a PostgreSQL server without it may skip.
    if (database.kind === 'pglite') expect(vectors).toBe(true)
    if (!vectors) return skip()
    const tenant = await makeTenant(db(), 'embed-mask')
    const [row] = rowsOf<{ key: string }>(
      await db().execute(sql`select application_key as key from tenants where id = ${tenant.id}`),
    )
    await configureEmbeddings(db(), row?.key ?? '', { ...BENCH_EMBEDDINGS, baseURL: server.baseURL })
    await setTenantMasking(db(), {
      tenantId: tenant.id,
      setting: { kinds: ['email', 'phone'], ngWords: [], storeMasked: false },
      actor: 'test',
    })
    const actor: KnowledgeActor = { kind: 'operator', userId: 'cli:test', tenantId: tenant.id }
    const base = await createBase(db(), actor, { name: '窓口' })
    server.reset()
    await addDocuments(db(), actor, base.id, [
      { name: '返品.txt', bytes: new TextEncoder().encode(DOCUMENT) },
    ])
    await drainKnowledgeJobs(db())

    const embedded = server.requests.map((request) => JSON.stringify(request.body))
    expect(embedded.length).toBeGreaterThan(0)
    expect(embedded.join('\n')).toContain('返品のご相談は担当の山田まで')
    for (const secret of SECRETS) expect(embedded.join('\n')).not.toContain(secret)
    const chunks = rowsOf<{ text: string }>(
      await db().execute(sql`select text from knowledge_chunks where scope = ${base.id}`),
    )
    expect(chunks.map((chunk) => chunk.text).join('\n')).toContain('taro@example.jp')

    server.reset()
    const found = await searchBase(db(), actor, base.id, 'taro@example.jp の窓口')
    expect(found.mode).toBe('hybrid')
    const query = server.requests.map((request) => JSON.stringify(request.body)).join('\n')
    expect(query).toContain('の窓口')
    expect(query).not.toContain('taro@example.jp')
  })
})
