import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { createAuth } from '../auth/auth.server'
import { bilingualRateLimit } from '../auth/auth-route.server'
import { handlePostMessage } from '../chat/chat-api.server'
import { CLIENT_IP_HEADER } from './client-ip.server'
import { addressBucket, chatMessageLimit, consumeRegistrationAttempt } from './rate-limit.server'

const ORIGIN = 'http://localhost:3000'
const rule = { max: 3, windowSeconds: 60 }

function fromAddress(address: string) {
  return new Request(`${ORIGIN}/_serverFn/register`, {
    method: 'POST',
    headers: { [CLIENT_IP_HEADER]: address },
  })
}

async function expectBilingual429(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(60)
  const body = (await response.json()) as { message: string; messages: { ja: string; en: string } }
  expect(body.messages.ja).toMatch(/リクエストが多すぎます/)
  expect(body.messages.en).toMatch(/Too many requests/)
  expect(body.message).toContain(body.messages.ja)
  expect(body.message).toContain(body.messages.en)
}

describe('addressBucket', () => {
  it('keeps IPv4 addresses apart and puts an IPv6 /64 in one bucket', () => {
    expect(addressBucket('203.0.113.5')).toBe('203.0.113.5')
    expect(addressBucket('2001:db8:1:2::1')).toBe(addressBucket('2001:db8:1:2:ffff:1:2:3'))
    expect(addressBucket('2001:db8:1:2::1')).not.toBe(addressBucket('2001:db8:1:3::1'))
  })

  it('writes the /64 in full whatever the spelling, and an IPv4-mapped address as IPv4', () => {
    expect(addressBucket('2001:DB8:1:2:0:0:0:1')).toBe('2001:0db8:0001:0002::/64')
    expect(addressBucket('2001:db8::')).toBe('2001:0db8:0000:0000::/64')
    expect(addressBucket('::1')).toBe('0000:0000:0000:0000::/64')
    expect(addressBucket('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(addressBucket('::ffff:cb00:7105')).toBe('203.0.113.5')
  })
})

describeEachDatabase('request limits', (database) => {
  it('limits free registrations per client address, each address on its own', async () => {
    const db = database.handle().db
    const results: (number | null)[] = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      results.push(await consumeRegistrationAttempt(db, fromAddress('198.51.100.20'), rule))
    }
    expect(results.slice(0, 3)).toEqual([null, null, null])
    expect(results[3]).toBeGreaterThan(0)
    expect(await consumeRegistrationAttempt(db, fromAddress('198.51.100.21'), rule)).toBeNull()
  })

  it('counts a client-chosen X-Forwarded-For as nothing: the stamped address decides', async () => {
    const db = database.handle().db
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const request = fromAddress('198.51.100.30')
      request.headers.set('x-forwarded-for', `10.0.0.${attempt}`)
      expect(await consumeRegistrationAttempt(db, request, rule)).toBeNull()
    }
    const spoofed = fromAddress('198.51.100.30')
    spoofed.headers.set('x-forwarded-for', '10.0.0.99')
    expect(await consumeRegistrationAttempt(db, spoofed, rule)).toBeGreaterThan(0)
  })

  it('answers the chat API with 429, Retry-After and both languages past the per-user limit', async () => {
    const db = database.handle().db
    const userId = randomUUID()
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await chatMessageLimit(db, userId, rule)).toBeUndefined()
    }
    await expectBilingual429((await chatMessageLimit(db, userId, rule)) as Response)
    // Another user is not held back by the first one's messages.
    expect(await chatMessageLimit(db, randomUUID(), rule)).toBeUndefined()
  })

  it('applies the chat limit in POST /api/chats/… before reading the message', async () => {
    const db = database.handle().db
    const userId = randomUUID()
    const dependencies = {
      getDb: async () => db,
      getSession: async () => ({
        sessionId: 's',
        token: 't',
        user: {
          id: userId,
          name: 'n',
          email: 'n@x.test',
          tenantId: randomUUID(),
          role: 'user',
          isSystemAdminLogin: false,
        },
      }),
    }
    const statuses: number[] = []
    let last: Response | undefined
    // 30 per minute by default (OPSAI_CHAT_MAX_REQUESTS); each bad body still counts.
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = await handlePostMessage(
        new Request(`${ORIGIN}/api/chats/chat/default/messages`, {
          method: 'POST',
          headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
          body: '[]',
        }),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    await expectBilingual429(last as Response)
  })
})

describeEachDatabase('sign-in limit per IP', (database) => {
  let auth: ReturnType<typeof createAuth>
  beforeAll(async () => {
    const db = database.handle().db
    const id = randomUUID()
    await db.insert(user).values({ id, name: 'ip', email: 'ip-limit@acme.test', role: 'user' })
    await db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword('Corr3ct-horse!'),
    })
    auth = createAuth(db, loadConfig({ OPSAI_SIGNIN_MAX_ATTEMPTS: '3' }), 'y'.repeat(40))
  })

  const attempt = (email: string, headers: Record<string, string>) =>
    auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: JSON.stringify({ email, password: 'wrong-guess' }),
      }),
    )

  it('keys the per-IP limit on the stamped address, not on X-Forwarded-For', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1) {
      // A different account and a different forwarded address each time: only the stamped
      // address is shared, so only the per-IP limit can refuse the fourth.
      const response = await attempt(`nobody-${index}@acme.test`, {
        [CLIENT_IP_HEADER]: '203.0.113.77',
        'x-forwarded-for': `10.1.1.${index}`,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    // What /api/auth answers (app/routes/api/auth/$.ts → handleAuthRequest).
    await expectBilingual429(
      await bilingualRateLimit(await attempt('nobody-5@acme.test', { [CLIENT_IP_HEADER]: '203.0.113.77' })),
    )
    const other = await attempt('nobody-x@acme.test', { [CLIENT_IP_HEADER]: '203.0.113.78' })
    expect(other.status).toBe(401)
  })
})
