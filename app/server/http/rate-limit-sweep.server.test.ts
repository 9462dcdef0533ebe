import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { createAuth } from '../auth/auth.server'
import { CLIENT_IP_HEADER } from './client-ip.server'
import { consumeRegistrationAttempt } from './rate-limit.server'
import { longestRateLimitWindowSeconds, sweepExpiredRateLimits } from './rate-limit-sweep.server'

const ORIGIN = 'http://localhost:3000'
const HOUR = { max: 10, windowSeconds: 3600 }

function fromAddress(address: string) {
  return new Request(`${ORIGIN}/_serverFn/register`, {
    method: 'POST',
    headers: { [CLIENT_IP_HEADER]: address },
  })
}

describeEachDatabase('expired rate-limit rows', (database) => {
  const db = () => database.handle().db

  async function insertRow(key: string, count: number, lastRequest: number) {
    await db().execute(
      sql`insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, ${count}, ${lastRequest})`,
    )
  }

  async function rows(): Promise<{ key: string; count: number }[]> {
    const result = await db().execute(sql`select key, count from rate_limit order by key`)
    return rowsOf<{ key: string; count: number | string }>(result).map((row) => ({
      key: row.key,
      count: Number(row.count),
    }))
  }

  it("keeps rows for the longest rule's window: an hour of free registrations by default", () => {
    expect(longestRateLimitWindowSeconds(loadConfig({}))).toBe(3600)
    expect(longestRateLimitWindowSeconds(loadConfig({ OPSAI_CHAT_WINDOW_S: '7200' }))).toBe(7200)
    expect(longestRateLimitWindowSeconds(loadConfig({ OPSAI_SIGNIN_WINDOW_S: '9000' }))).toBe(9000)
  })

  it('removes rows whose window has passed, in batches, and keeps live rows with their counts', async () => {
    await db().execute(sql`delete from rate_limit`)
    const now = Date.now()
    const window = longestRateLimitWindowSeconds(loadConfig({}))
    for (let index = 0; index < 7; index += 1) {
      await insertRow(`chat-user:gone-${index}`, 30, now - window * 1000 - 1000 - index)
    }
    // Still counting: a registration window of an hour 59 minutes in, a chat minute, better-auth's own.
    await insertRow('register-ip:198.51.100.1', 10, now - (window - 60) * 1000)
    await insertRow('chat-user:live', 5, now - 1000)
    await insertRow('203.0.113.1|/sign-in/email', 2, now - 5000)

    const removed = await sweepExpiredRateLimits(db(), { windowSeconds: window, now, batchSize: 3 })
    expect(removed).toBe(7)
    expect(await rows()).toEqual([
      { key: '203.0.113.1|/sign-in/email', count: 2 },
      { key: 'chat-user:live', count: 5 },
      { key: 'register-ip:198.51.100.1', count: 10 },
    ])
    // The live count still refuses the eleventh registration of the hour.
    expect(await consumeRegistrationAttempt(db(), fromAddress('198.51.100.1'), HOUR)).toBeGreaterThan(0)
    expect(await sweepExpiredRateLimits(db(), { windowSeconds: window, now })).toBe(0)
  })

  it("better-auth's own pruning keeps a count of ours that is still running", async () => {
    await db().execute(sql`delete from rate_limit`)
    const auth = createAuth(db(), loadConfig({}), 'z'.repeat(40))
    const signIn = () =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: '203.0.113.50' },
          body: JSON.stringify({ email: 'nobody@acme.test', password: 'wrong-guess' }),
        }),
      )
    // Ten registrations from one address two minutes ago: the hour's limit is reached.
    await insertRow('register-ip:198.51.100.9', 10, Date.now() - 120_000)
    expect((await signIn()).status).toBe(401)
    // better-auth's window for this address ended long ago: its next request restarts it, and
    // better-auth then deletes the rows older than the longest window it knows of.
    await db().execute(
      sql`update rate_limit set last_request = ${Date.now() - 7_200_000} where key like '203.0.113.50%'`,
    )
    expect((await signIn()).status).toBe(401)
    expect((await rows()).find((row) => row.key === 'register-ip:198.51.100.9')).toEqual({
      key: 'register-ip:198.51.100.9',
      count: 10,
    })
    expect(await consumeRegistrationAttempt(db(), fromAddress('198.51.100.9'), HOUR)).toBeGreaterThan(0)
  })
})
