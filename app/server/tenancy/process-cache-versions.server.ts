/**
 * The process's one cache version reader (ADR 044), listening on the process's database handle.
 *
 * On globalThis, like the database handle (db/runtime.ts): the launcher's copy of this module (the
 * render cache in cli/lib/http-server.ts) and the server bundle's copy share one reader and one
 * LISTEN connection, so a kept page and the render that made it see the same versions.
 */
import { getDatabase } from '#db/runtime'
import { CACHE_CHANNEL, PROCESS_READER } from './cache-version.server'
import { CacheVersions } from './cache-versions.server'

const KEY = PROCESS_READER
type Holder = { [KEY]?: CacheVersions }
const holder = globalThis as Holder

export function getCacheVersions(): CacheVersions {
  holder[KEY] ??= new CacheVersions(async () => (await getDatabase()).db, {
    notifications: async ({ onNotify, onListen }) => {
      const handle = await getDatabase()
      return handle.listen?.(CACHE_CHANNEL, onNotify, onListen)
    },
  })
  return holder[KEY]
}

/** Tests swap databases between files: a new database needs a new reader (and its LISTEN). */
export function resetCacheVersions() {
  const reader = holder[KEY]
  delete holder[KEY]
  void reader?.stop().catch(() => {})
}
