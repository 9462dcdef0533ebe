import { expect, it } from 'vitest'
import type { Db } from '#db/client'
import { describeEachDatabase } from '#db/testing'
import { bumpCacheVersion, CATALOGUE_CACHE, TENANT_SECURITY_CACHE } from './cache-version.server'
import { getCacheVersions } from './process-cache-versions.server'
import { useAsProcessDatabase } from './testing/process-database'
import { versionedCache } from './versioned-cache.server'

describeEachDatabase('a lookup kept per cache version', (database) => {
  const db = () => database.handle().db
  useAsProcessDatabase(database)

  /** A lookup that counts its calls and answers with the count. */
  function counting() {
    const calls: string[] = []
    const cached = versionedCache([CATALOGUE_CACHE], async (_db, key: string) => {
      calls.push(key)
      if (key === 'broken' && calls.filter((call) => call === 'broken').length === 1) {
        throw new Error('the database blinked')
      }
      return `${key}#${calls.length}`
    })
    return { calls, cached }
  }

  it('answers from memory until a counter it reads moves, then looks again', async () => {
    const { calls, cached } = counting()
    expect(await cached(db(), 'acme')).toBe('acme#1')
    expect(await cached(db(), 'acme')).toBe('acme#1')
    expect(await cached(db(), 'globex')).toBe('globex#2')
    // Another counter moving keeps the entries.
    await bumpCacheVersion(db(), TENANT_SECURITY_CACHE)
    getCacheVersions().recheck()
    expect(await cached(db(), 'acme')).toBe('acme#1')
    await bumpCacheVersion(db(), CATALOGUE_CACHE)
    getCacheVersions().recheck()
    expect(await cached(db(), 'acme')).toBe('acme#3')
    expect(calls).toEqual(['acme', 'globex', 'acme'])
  })

  it('sees a change within a second without being told, by NOTIFY or the poll', async () => {
    const { cached } = counting()
    expect(await cached(db(), 'acme')).toBe('acme#1')
    await bumpCacheVersion(db(), CATALOGUE_CACHE)
    const deadline = Date.now() + 2000
    let answer = await cached(db(), 'acme')
    while (answer === 'acme#1' && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve))
      answer = await cached(db(), 'acme')
    }
    expect(answer).toBe('acme#2')
  })

  it('does not remember a failed lookup', async () => {
    const { cached } = counting()
    await expect(cached(db(), 'broken')).rejects.toThrow('the database blinked')
    expect(await cached(db(), 'broken')).toBe('broken#2')
  })

  it("asks every time for a handle that is not the process's database", async () => {
    const { calls, cached } = counting()
    // A test's or the CLI's handle: the process's version reader knows nothing of its changes.
    const other = {} as Db
    await cached(other, 'acme')
    await cached(other, 'acme')
    expect(calls).toEqual(['acme', 'acme'])
  })
})
