/**
 * The chat HTTP API's test world: two signed-in tenants (api-alpha, api-beta) on one database,
 * and the handlers' dependencies pointed at an OpenAI-compatible test server.
 */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { beforeAll, expect } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import { account } from '#db/schema'
import type { TestDatabase } from '#db/testing'
import type { OpenAiTestServer } from '../../ai/testing/openai-test-server'
import { getAuth, resetAuth } from '../../auth/auth.server'
import { type ChatApiDependencies, defaultDependencies } from '../chat-http.server'
import { makeChatTenant } from './chat-fixtures'
import { ORIGIN, post } from './http-client'

const PASSWORD = 'Corr3ct-horse!'

export interface SignedInMember {
  token: string
  cookie: string
  tenantId: string
}

/** Call inside `describeEachDatabase`: registers the world's `beforeAll`. */
export function chatApiWorld(database: TestDatabase, server: () => OpenAiTestServer) {
  const signedIn: Record<string, SignedInMember> = {}
  let dependencies: ChatApiDependencies = defaultDependencies

  async function signIn(slug: string, tokens: number) {
    const db = database.handle().db
    const member = await makeChatTenant(db, slug, tokens)
    await db.insert(account).values({
      id: randomUUID(),
      accountId: member.userId,
      providerId: 'credential',
      userId: member.userId,
      password: await hashPassword(PASSWORD),
    })
    const [{ email } = { email: '' }] = await db.query.user.findMany({
      where: (user, { eq }) => eq(user.id, member.userId),
    })
    const auth = await getAuth()
    const response = await auth.handler(
      post('/api/auth/sign-in/email', { email, password: PASSWORD }, { origin: ORIGIN }),
    )
    expect(response.status).toBe(200)
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    signedIn[slug] = {
      token: response.headers.get('set-auth-token') ?? '',
      cookie,
      tenantId: member.tenantId,
    }
    return signedIn[slug]
  }

  beforeAll(async () => {
    clearDatabase()
    resetAuth()
    setDatabase(database.handle())
    dependencies = {
      ...defaultDependencies,
      turnOptions: { env: { OPSAI_AI_BASE_URL: server().baseURL, OPSAI_AI_MODEL: 'test-model' } },
    }
    await signIn('api-alpha', 10_000)
    await signIn('api-beta', 10_000)
  })

  return {
    signIn,
    signedIn,
    dependencies: () => dependencies,
    bearer: (slug: string) => ({ authorization: `Bearer ${signedIn[slug]?.token}` }),
  }
}
