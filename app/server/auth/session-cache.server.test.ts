import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { session, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { readCacheVersion, SESSIONS_CACHE } from '../tenancy/cache-version.server'
import { getCacheVersions } from '../tenancy/process-cache-versions.server'
import { makeTenant } from '../tenancy/test-fixtures.server'
import { useAsProcessDatabase } from '../tenancy/testing/process-database'
import { getAuth, resetAuth } from './auth.server'
import { getRequestSession } from './session.server'

describeEachDatabase('sessions kept in memory per sessions version (issue 22)', (database) => {
  const db = () => database.handle().db
  useAsProcessDatabase(database)
  beforeAll(() => resetAuth())
  afterEach(() => vi.restoreAllMocks())

  async function signedIn(name = 'Kept') {
    const tenant = await makeTenant(db(), 'kept')
    const userId = randomUUID()
    await db()
      .insert(user)
      .values({ id: userId, name, email: `${userId}@kept.test`, tenantId: tenant.id })
    const token = randomUUID().replaceAll('-', '')
    await db()
      .insert(session)
      .values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 3_600_000) })
    // Each call is a new request: a new Headers object, as the server makes per request.
    return { userId, token, request: () => new Headers({ authorization: `Bearer ${token}` }) }
  }

  async function spyOnLookups() {
    return vi.spyOn((await getAuth()).api, 'getSession')
  }

  /** The next lookups until `done` holds, for at most 2 s (NOTIFY, else the 1 s poll). */
  async function until(
    request: () => Headers,
    done: (found: Awaited<ReturnType<typeof getRequestSession>>) => boolean,
  ) {
    const deadline = Date.now() + 2_000
    let found = await getRequestSession(request())
    while (!done(found) && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve))
      found = await getRequestSession(request())
    }
    return found
  }

  it('asks the database once for a credential used by many requests', async () => {
    const { userId, request } = await signedIn()
    const lookups = await spyOnLookups()
    expect((await getRequestSession(request()))?.user.id).toBe(userId)
    expect((await getRequestSession(request()))?.user.id).toBe(userId)
    expect((await getRequestSession(request()))?.user.id).toBe(userId)
    expect(lookups).toHaveBeenCalledTimes(1)
  })

  it('ends a session deleted by anyone, even by hand in SQL, within a second', async () => {
    const { token, request } = await signedIn()
    expect(await getRequestSession(request())).not.toBeNull()
    await db().execute(sql`delete from session where token = ${token}`)
    expect(await until(request, (found) => found === null)).toBeNull()
  })

  it("shows a change to the session's user, but activity alone moves no counter", async () => {
    const { userId, token, request } = await signedIn('Before')
    expect((await getRequestSession(request()))?.user.name).toBe('Before')
    const before = await readCacheVersion(db(), SESSIONS_CACHE)
    await db().update(session).set({ updatedAt: new Date() }).where(eq(session.token, token))
    expect(await readCacheVersion(db(), SESSIONS_CACHE)).toBe(before)
    await db().update(user).set({ name: 'After' }).where(eq(user.id, userId))
    expect(await readCacheVersion(db(), SESSIONS_CACHE)).toBe(before + 1)
    expect((await until(request, (found) => found?.user.name === 'After'))?.user.name).toBe('After')
  })

  it('moves nothing when the ending is rolled back', async () => {
    const { token, request } = await signedIn()
    expect(await getRequestSession(request())).not.toBeNull()
    const before = await readCacheVersion(db(), SESSIONS_CACHE)
    await expect(
      db().transaction(async (tx) => {
        await tx.delete(session).where(eq(session.token, token))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await readCacheVersion(db(), SESSIONS_CACHE)).toBe(before)
    getCacheVersions().recheck()
    expect(await getRequestSession(request())).not.toBeNull()
  })

  it('never keeps a credential it did not accept', async () => {
    const lookups = await spyOnLookups()
    const forged = () => new Headers({ authorization: `Bearer ${randomUUID().replaceAll('-', '')}` })
    const request = forged()
    const again = new Headers(request)
    expect(await getRequestSession(request)).toBeNull()
    expect(await getRequestSession(again)).toBeNull()
    expect(lookups).toHaveBeenCalledTimes(2)
  })
})
