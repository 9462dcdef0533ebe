/**
 * When the version reader sends its reads (ADR 044): a refresh after a write sends one at once, so
 * the next request does not wait on it; a read sent before a recheck never counts as its check.
 * The database is a stand-in whose reads the test holds and releases, counting them.
 */
import { describe, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { DOMAINS_CACHE } from './cache-version.server'
import { CacheVersions } from './cache-versions.server'

/** A database whose `domains` counter the test sets, and whose reads answer when released. */
function heldDatabase() {
  let version = 1
  let holding = false
  const waiting: (() => void)[] = []
  const state = {
    sent: 0,
    set(next: number) {
      version = next
    },
    hold() {
      holding = true
    },
    release() {
      holding = false
      for (const answer of waiting.splice(0)) answer()
    },
    failNext: false,
  }
  const db = {
    async execute() {
      state.sent += 1
      // The counter as it stood when the query reached the database, like PostgreSQL's snapshot.
      const seen = version
      const failing = state.failNext
      state.failNext = false
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve))
      if (failing) throw new Error('connection lost')
      return [{ name: DOMAINS_CACHE, version: seen }]
    },
  } as unknown as Db
  return { db, state }
}

/** Lets every callback queued so far run (the reader chains its reads on promises). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('CacheVersions reads', () => {
  it('sends a refresh at once: the next check within the interval sends nothing and sees the change', async () => {
    const { db, state } = heldDatabase()
    const reader = new CacheVersions(async () => db)
    expect(await reader.current([DOMAINS_CACHE])).toBe(1)
    state.set(2)
    reader.refresh()
    await settle()
    expect(state.sent).toBe(2)
    expect(await reader.current([DOMAINS_CACHE])).toBe(2)
    expect(state.sent).toBe(2)
  })

  it('a request that arrives while the refresh is at the database waits for it, sending nothing more', async () => {
    const { db, state } = heldDatabase()
    const reader = new CacheVersions(async () => db)
    await reader.current([DOMAINS_CACHE])
    state.set(2)
    state.hold()
    reader.refresh()
    await settle()
    const next = reader.current([DOMAINS_CACHE])
    await settle()
    state.release()
    expect(await next).toBe(2)
    expect(state.sent).toBe(2)
  })

  it('a check after a recheck waits for a read sent after it, not the one already under way', async () => {
    const { db, state } = heldDatabase()
    const reader = new CacheVersions(async () => db, { checkIntervalMs: 0 })
    expect(await reader.current([DOMAINS_CACHE])).toBe(1)
    state.hold()
    const early = reader.current([DOMAINS_CACHE])
    await settle()
    // A write commits while that read is at the database; the request that wrote then rechecks.
    state.set(2)
    reader.recheck()
    const late = reader.current([DOMAINS_CACHE])
    await settle()
    state.release()
    await settle()
    state.release()
    expect(await early).toBe(1)
    expect(await late).toBe(2)
    expect(state.sent).toBe(3)
  })

  it('refreshes made while a read waits its turn share it', async () => {
    const { db, state } = heldDatabase()
    const reader = new CacheVersions(async () => db)
    await reader.current([DOMAINS_CACHE])
    state.hold()
    reader.refresh()
    await settle()
    expect(state.sent).toBe(2)
    for (let index = 0; index < 5; index++) reader.refresh()
    await settle()
    state.release()
    await settle()
    state.release()
    await reader.current([DOMAINS_CACHE])
    expect(state.sent).toBe(3)
  })

  it('a refresh whose read fails is not taken for a check: the next request reads again', async () => {
    const { db, state } = heldDatabase()
    const reader = new CacheVersions(async () => db)
    await reader.current([DOMAINS_CACHE])
    state.failNext = true
    state.set(3)
    reader.refresh()
    await settle()
    expect(state.sent).toBe(2)
    expect(await reader.current([DOMAINS_CACHE])).toBe(3)
    expect(state.sent).toBe(3)
  })
  it('gives the version without waiting only while no check is due', async () => {
    const { db, state } = heldDatabase()
    let clock = 0
    const reader = new CacheVersions(async () => db, { checkIntervalMs: 1000, now: () => clock })
    expect(reader.checked([DOMAINS_CACHE])).toBeUndefined()
    expect(await reader.current([DOMAINS_CACHE])).toBe(1)
    expect(reader.checked([DOMAINS_CACHE])).toBe(1)
    clock = 999
    expect(reader.checked([DOMAINS_CACHE])).toBe(1)
    clock = 1000
    expect(reader.checked([DOMAINS_CACHE])).toBeUndefined()
    state.set(2)
    expect(await reader.current([DOMAINS_CACHE])).toBe(2)
    expect(reader.source([DOMAINS_CACHE]).checkedVersion()).toBe(2)
    reader.recheck()
    expect(reader.checked([DOMAINS_CACHE])).toBeUndefined()
    expect(state.sent).toBe(2)
  })
})
