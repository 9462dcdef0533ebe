/**
 * One way to open the database (ADR 001): PostgreSQL when a URL is given, else PGlite in a
 * data directory. PGlite is single-process, so a data directory is guarded by a lock file:
 * the server records the loopback port of its PGlite socket there, and every other process
 * (the CLI) connects through that socket instead of opening the files a second time.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { vector } from '@electric-sql/pglite-pgvector'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { acquireDataDirLock, type DataDirLock, readLiveLock } from './lock'
import { preparingClient } from './prepared-statements'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = 'pglite' | 'postgres'

export interface DbHandle {
  db: Db
  /** What the data really lives in (a CLI talking to the server's PGlite says 'pglite'). */
  kind: DbKind
  /** Set when this process owns an embedded PGlite. */
  pglite?: PGlite
  /** Set when this process owns the data directory. */
  lock?: DataDirLock
  /** Connections this handle may open (PGlite: its one), for the pool metrics (ADR 042). */
  poolSize: number
  /** postgres.js's `application_name`: finds this pool's connections in `pg_stat_activity`. */
  applicationName?: string
  ping(): Promise<void>
  close(): Promise<void>
  /**
   * LISTEN on `channel` (ADR 044): PostgreSQL (a dedicated connection, re-established after a
   * reconnect, when `onListen` runs again) and an in-process PGlite. Absent for a PGlite reached
   * through its socket, whose notifications never reach another process. Resolves to the unlisten.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>
}

export interface OpenOptions {
  databaseUrl?: string
  /** PGlite data directory; `memory://` for a throwaway in-memory database (tests). */
  dataDir?: string
  /** Who opens the directory; only the server publishes a socket for others. */
  role?: 'server' | 'cli'
  /** postgres.js pool size. */
  maxConnections?: number
  /** A new PGlite starts from this dump of a data directory (tests' migrated template). */
  loadDataDir?: Blob
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, 'postgres', options.maxConnections ?? 10)
  }
  const dataDir = options.dataDir ?? './data'
  if (dataDir.startsWith('memory://')) return openPglite(dataDir, options.loadDataDir)

  const directory = resolve(dataDir)
  mkdirSync(directory, { recursive: true })
  const live = readLiveLock(directory)
  if (live) {
    if (options.role === 'server' || live.port === undefined) {
      throw new DataDirBusyError(directory, live.pid, live.role)
    }
    return connectToServerSocket(live.port)
  }
  const lock = acquireDataDirLock(directory, options.role ?? 'cli')
  try {
    return holdingLock(await openPglite(directory, options.loadDataDir), lock)
  } catch (error) {
    lock.release()
    throw error
  }
}

/** Whether opening `dataDir` would make a new PGlite cluster (initdb) rather than open one. */
export function isNewPgliteDirectory(dataDir: string): boolean {
  return !existsSync(join(resolve(dataDir), 'PG_VERSION'))
}

/**
 * The same data directory in a new PGlite, under the lock `handle` already holds (no other
 * process can open it in between). The instance that ran initdb stays ~350 MB larger than one
 * that opens the result, and a WebAssembly memory never shrinks; closed, it goes when the instance
 * is collected, which the server's first quiet period does (ADR 053, docs/performance.md, "Memory").
 */
export async function reopenPglite(handle: DbHandle, dataDir: string): Promise<DbHandle> {
  const { lock, pglite } = handle
  if (!lock || !pglite) return handle
  await pglite.close()
  return holdingLock(await openPglite(resolve(dataDir)), lock)
}

/** `handle` as the owner of its directory's lock: closing it lets the directory go. */
function holdingLock(handle: DbHandle, lock: DataDirLock): DbHandle {
  return {
    ...handle,
    lock,
    async close() {
      await handle.close()
      lock.release()
    },
  }
}

/** A running server owns the directory: talk to its PGlite through its loopback socket. */
export function connectToServerSocket(port: number): Promise<DbHandle> {
  return openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, 'pglite', 1)
}

export class DataDirBusyError extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
    readonly holder: string,
  ) {
    super(
      `The data directory ${directory} is already in use by another opsai ${holder} (pid ${pid}). ` +
        `Stop it first, or set OPSAI_DATA_DIR to another directory. / ` +
        `データディレクトリ ${directory} は別の opsai ${holder} (pid ${pid}) が使用中です。`,
    )
    this.name = 'DataDirBusyError'
  }
}

/**
 * PostgreSQL's own buffer pool inside PGlite (ADR 049). initdb writes 128MB, which PGlite touches
 * whole at start; 32MB opens 80 MB smaller, and what misses the pool comes from the OS's page cache
 * (retrieval at 30 000 chunks ~15 % slower, small bases unchanged: docs/performance.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB'

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, vector },
    loadDataDir,
    // A -c on the command line wins over postgresql.conf, which stays as initdb wrote it.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  })
  // One cast at the boundary: both drivers implement the same PgDatabase API.
  const db = drizzlePglite(pglite, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    pglite,
    poolSize: 1,
    async ping() {
      await pglite.query('select 1')
    },
    async close() {
      if (!pglite.closed) await pglite.close()
    },
    async listen(channel, onNotify, onListen) {
      const unlisten = await pglite.listen(channel, onNotify)
      onListen()
      return async () => {
        if (!pglite.closed) await unlisten()
      }
    },
  }
}

/**
 * How long a broken pooled connection waits before reconnecting. postgres.js's default grows as
 * 3^n / 100 s up to 20 s, with n counting failures across the whole pool: a restart of the
 * server breaks every connection at once, so most of the pool stayed away for 10-20 s after
 * the database was back (resilience/postgres-restart.test.ts). Capped at 1 s, with jitter.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 1) * (0.5 + Math.random() / 2)
}

async function openPostgres(url: string, kind: DbKind, max: number): Promise<DbHandle> {
  // Unique per pool (several instances may share a pid on different hosts), within 63 bytes.
  const applicationName = `opsai-${process.pid}-${randomUUID().slice(0, 8)}`
  const client = postgres(url, {
    max,
    onnotice: () => {},
    // Fail fast when the server is gone instead of hanging a request.
    connect_timeout: 5,
    backoff: reconnectDelaySeconds,
    // No JIT: its compile time (~0.5 s) dwarfs the short queries an app runs, and the planner
    // turns it on for any query whose estimate is high, as knowledge retrieval's is (ADR 027).
    connection: { jit: 'off', application_name: applicationName },
  })
  // A real PostgreSQL prepares every statement (db/prepared-statements.ts); the loopback socket of
  // a server's PGlite is shared by every client, so it keeps unnamed statements.
  const driver = kind === 'postgres' ? preparingClient(client) : client
  const db = drizzlePostgres(driver, { schema }) as unknown as Db
  return {
    db,
    kind,
    poolSize: max,
    applicationName,
    async ping() {
      await client`select 1`
    },
    async close() {
      await client.end({ timeout: 5 })
    },
    ...(kind === 'postgres' && {
      async listen(channel: string, onNotify: (payload: string) => void, onListen: () => void) {
        const { unlisten } = await client.listen(channel, onNotify, onListen)
        return unlisten
      },
    }),
  }
}
