/**
 * The process-wide database handle. The launcher (`opsai serve`) opens it before the server
 * bundle loads; the bundle has its own copy of this module, so the handle lives on globalThis
 * where both copies find it. In `vite dev` nothing opened it, so the first caller opens it.
 */
import { type DbHandle, openDatabase } from './client'
import { migrateDatabase } from './migrate'

const KEY = Symbol.for('opsai.db')
type Holder = { [KEY]?: Promise<DbHandle> }
const holder = globalThis as Holder

export function setDatabase(handle: DbHandle) {
  holder[KEY] = Promise.resolve(handle)
}

export function getDatabase(): Promise<DbHandle> {
  holder[KEY] ??= (async () => {
    const handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.OPSAI_DATA_DIR || './data',
      role: 'server',
    })
    await migrateDatabase(handle)
    return handle
  })()
  return holder[KEY]
}

/** The process's handle if something opened it, without opening one (tests pass their own). */
export function openedDatabase(): Promise<DbHandle> | undefined {
  return holder[KEY]
}

export function clearDatabase() {
  delete holder[KEY]
}
