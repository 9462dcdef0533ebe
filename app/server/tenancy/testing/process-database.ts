/**
 * Makes the file's test database the process's (db/runtime.ts) with a fresh version reader, as a
 * running server has it: the in-memory caches then serve, and a change must bump a counter to show.
 */
import { afterAll, beforeAll } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import type { TestDatabase } from '#db/testing'
import { resetCacheVersions } from '../process-cache-versions.server'

export function useAsProcessDatabase(database: TestDatabase) {
  beforeAll(() => {
    setDatabase(database.handle())
    resetCacheVersions()
  })
  afterAll(() => {
    resetCacheVersions()
    clearDatabase()
  })
}
