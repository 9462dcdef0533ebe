/**
 * A database that goes away for a moment just as a turn ends (a restart, a failover): the reply
 * has been streamed, so the turn waits for the database and stores its reply and charge rather
 * than losing them (resilience/postgres-restart.test.ts does this against a real restart).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { getBalance } from '../ledger/ledger.server'
import { type ChatTurnEvent, prepareChatTurn } from './chat-turn.server'
import { collect, makeChatTenant } from './testing/chat-fixtures'
import { threadsRepository } from './threads.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

/** What postgres.js throws when the server drops the connection. */
function connectionClosed() {
  return Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' })
}

/**
 * `db` whose next `failures` database calls — transactions, and the raw statements the ledger
 * sends straight to the driver (app/server/ledger/ledger-statement.server.ts) — fail with
 * `error()`, as during a restart.
 */
function blipping(db: Db, error: () => Error) {
  const state = { failures: 0, attempts: 0 }
  const failing =
    (call: (...args: unknown[]) => unknown, self: unknown) =>
    (...args: unknown[]) => {
      state.attempts += 1
      if (state.failures > 0) {
        state.failures -= 1
        return Promise.reject(error())
      }
      return call.apply(self, args)
    }
  const intercept = <T extends object>(target: T, names: string[]): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        const value = Reflect.get(inner, property, receiver)
        // postgres.js's client is a function (the sql tag), PGlite's an object.
        if (property === '$client' && (typeof value === 'object' || typeof value === 'function') && value) {
          return intercept(value, ['unsafe', 'query'])
        }
        if (typeof property === 'string' && names.includes(property) && typeof value === 'function') {
          return failing(value as (...args: unknown[]) => unknown, inner)
        }
        return value
      },
    })
  return { db: intercept(db, ['transaction']), state }
}

const env = () => ({ OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' })

describeEachDatabase('a chat turn ending while the database is away', (database) => {
  it('waits for the database, then stores the reply and charges its usage', async () => {
    const { tenantId, userId } = await makeChatTenant(database.handle().db, 'blip-store', 10_000)
    const { db, state } = blipping(database.handle().db, connectionClosed)
    server.enqueue({ chunks: ['途中', 'まで'], usage: { promptTokens: 20, completionTokens: 5 } })
    const turn = await prepareChatTurn(
      db,
      { tenantId, userId, kind: 'customchat', keyword: 'mail', content: 'こんにちは' },
      { env: env() },
    )
    // The settlement's first two attempts meet a dropped connection.
    state.failures = 2
    state.attempts = 0
    const events: ChatTurnEvent[] = await collect(turn.run())
    expect(state.attempts).toBeGreaterThanOrEqual(3)
    expect(events.at(-1)).toMatchObject({ type: 'done', status: 'complete' })
    expect(events.find((event) => event.type === 'usage')).toMatchObject({ charged: 25 })
    expect(await getBalance(database.handle().db, tenantId)).toMatchObject({
      balance: 10_000 - 25,
      reserved: 0,
    })
    const stored = await threadsRepository(database.handle().db, tenantId).messages(turn.threadId)
    expect(stored.at(-1)).toMatchObject({ status: 'complete', content: '途中まで', totalTokens: 25 })
  })

  it('does not retry an error that is not the connection (it is a bug, not a blip)', async () => {
    const { tenantId, userId } = await makeChatTenant(database.handle().db, 'blip-bug', 10_000)
    const { db, state } = blipping(database.handle().db, () => new Error('syntax error'))
    const turn = await prepareChatTurn(
      db,
      { tenantId, userId, kind: 'customchat', keyword: 'mail', content: 'こんにちは' },
      { env: env() },
    )
    state.failures = 1
    state.attempts = 0
    await expect(collect(turn.run())).rejects.toThrow('syntax error')
    expect(state.attempts).toBe(1)
  })
})
