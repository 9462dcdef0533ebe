/**
 * The `/v1` API's test world: a tenant with the test catalogue, a personal token of its member
 * and tenant API keys, the handlers served in-process through a `fetch` that the official
 * clients take as an option, and the upstream model played by the OpenAI test server.
 */
import { and, eq } from 'drizzle-orm'
import OpenAI from 'openai'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import { messages, threads, tokenReservations } from '#db/schema'
import type { TestDatabase } from '#db/testing'
import { apiTokensRepository } from '../../account/api-tokens.server'
import { type OpenAiTestServer, startOpenAiTestServer } from '../../ai/testing/openai-test-server'
import { tenantApiKeysRepository } from '../../api-keys/tenant-api-keys.server'
import { resetAuth } from '../../auth/auth.server'
import type { ChatApiDependencies } from '../../chat/chat-http.server'
import { makeChatTenant } from '../../chat/testing/chat-fixtures'
import { getBalance } from '../../ledger/ledger.server'
import { handleChatCompletion } from '../completions-http.server'
import { handleListModels } from '../models-http.server'

export const V1_ORIGIN = 'http://localhost:3000'

/** `fetch` for the clients: `/v1/models` and `/v1/chat/completions` answered by the handlers. */
export function v1Fetch(dependencies: () => ChatApiDependencies): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const { pathname } = new URL(request.url)
    if (pathname === '/v1/models' && request.method === 'GET')
      return handleListModels(request, dependencies())
    if (pathname === '/v1/chat/completions' && request.method === 'POST') {
      return handleChatCompletion(request, dependencies())
    }
    return new Response('not found', { status: 404 })
  }
}

/** The upstream model for a test file: started before, reset between and closed after its tests. */
export function modelServerForFile(): () => OpenAiTestServer {
  let server: OpenAiTestServer | undefined
  beforeAll(async () => {
    server = await startOpenAiTestServer()
  })
  beforeEach(() => server?.reset())
  afterAll(async () => {
    await server?.close()
    clearDatabase()
    resetAuth()
  })
  return () => {
    if (!server) throw new Error('the model server starts in beforeAll')
    return server
  }
}

/** Call inside `describeEachDatabase`: registers the world's `beforeAll`. */
export function v1World(
  database: TestDatabase,
  server: () => OpenAiTestServer,
  slug: string,
  tokens = 10_000,
) {
  const db = () => database.handle().db
  const member = { tenantId: '', userId: '', token: '' }
  const dependencies = (): ChatApiDependencies => ({
    getDb: async () => db(),
    getSession: async () => null,
    turnOptions: { env: { OPSAI_AI_BASE_URL: server().baseURL, OPSAI_AI_MODEL: 'test-model' } },
  })
  const fetch = v1Fetch(dependencies)

  beforeAll(async () => {
    clearDatabase()
    resetAuth()
    setDatabase(database.handle())
    const made = await makeChatTenant(db(), slug, tokens)
    const token = await apiTokensRepository(db(), made).create('script')
    Object.assign(member, made, { token: token.token })
  })

  return {
    db,
    member,
    dependencies,
    fetch,
    /** A new tenant key of the world's tenant (`chats`: its scope; null: every chat). */
    async key(name: string, chats: string[] | null = null) {
      const created = await tenantApiKeysRepository(db(), member.tenantId).create({
        name,
        chats,
        actor: 'system',
      })
      return created
    },
    client: (apiKey: string) => new OpenAI({ apiKey, baseURL: `${V1_ORIGIN}/v1`, fetch, maxRetries: 0 }),
    balance: async () => (await getBalance(db(), member.tenantId)).balance,
    async openReservations() {
      const rows = await db()
        .select({ id: tokenReservations.id })
        .from(tokenReservations)
        .where(and(eq(tokenReservations.tenantId, member.tenantId), eq(tokenReservations.status, 'open')))
      return rows.length
    },
    async threadsOf(userId: string) {
      return db()
        .select()
        .from(threads)
        .where(and(eq(threads.tenantId, member.tenantId), eq(threads.userId, userId)))
    },
    async messagesOf(threadId: string) {
      return db()
        .select()
        .from(messages)
        .where(and(eq(messages.tenantId, member.tenantId), eq(messages.threadId, threadId)))
        .orderBy(messages.createdAt)
    },
  }
}
