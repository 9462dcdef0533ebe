/**
 * A lookup kept in memory per cache version (ADR 044): the entries live while the counters they
 * read stay where they were, and every change bumps one of those counters in its transaction, so
 * every instance drops them within a second (at once where NOTIFY reaches).
 *
 * Only the process's own database is cached: the version reader follows that database, and a
 * caller with another handle (a test's, the CLI's) gets a plain lookup.
 */
import type { Db } from '#db/client'
import { openedDatabase } from '#db/runtime'
import type { CacheName } from './cache-version.server'
import { getCacheVersions } from './process-cache-versions.server'

/** More keys than this (tenants) and the oldest half is dropped: memory stays bounded. */
const MAX_ENTRIES = 10_000

export interface VersionedCacheOptions<V> {
  /** Whether a kept answer may still serve (e.g. not past its own expiry); false: look again. */
  usable?: (value: V) => boolean
}

export function versionedCache<K, V>(
  names: readonly CacheName[],
  load: (db: Db, key: K) => Promise<V>,
  options: VersionedCacheOptions<V> = {},
) {
  let kept: { reader: object; version: number; entries: Map<K, Promise<V>> } | undefined
  const { usable } = options

  return async function cached(db: Db, key: K): Promise<V> {
    const processDatabase = openedDatabase()
    if (!processDatabase || (await processDatabase).db !== db) return load(db, key)
    const reader = getCacheVersions()
    const version = await reader.current(names)
    // A new reader (tests switch databases) starts a new series of versions.
    if (kept?.reader !== reader || kept.version !== version) {
      kept = { reader, version, entries: new Map() }
    }
    const entries = kept.entries
    let entry = entries.get(key)
    if (entry && usable && !usable(await entry)) entry = undefined
    if (!entry) {
      if (entries.size >= MAX_ENTRIES) {
        for (const old of [...entries.keys()].slice(0, MAX_ENTRIES / 2)) entries.delete(old)
      }
      entry = load(db, key)
      entries.set(key, entry)
      // A failed lookup is not remembered.
      entry.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
    }
    return entry
  }
}
