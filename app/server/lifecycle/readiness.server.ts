/**
 * `GET /api/ready` (ADR 043): whether a load balancer should send this instance traffic. Ready
 * when the database answers, its applied migrations are exactly the ones this build ships, and
 * the process is not draining; otherwise 503 naming the failed checks, never an error's text
 * (`/api/health`, by contrast, says only that the process is alive and reaches its database).
 */
import { sql } from 'drizzle-orm'
import type { Db, DbHandle } from '#db/client'
import journal from '#db/migrations/meta/_journal.json'
import { rowsOf } from '#db/rows'
import { getDatabase } from '#db/runtime'
import { pingWithin } from '../health.server'
import { captureServerError } from '../sentry.server'
import { isDraining } from './drain-state.server'

export type ReadinessCheck = 'database' | 'migrations' | 'draining'

/**
 * A set of migrations as drizzle's migrator compares them: how many, and the newest one's
 * `created_at` (the journal's `when`; the migrator applies every shipped migration newer than
 * the newest applied one).
 */
export interface MigrationMark {
  count: number
  newest: number
}

/** The migrations bundled into this build (db/migrations/meta/_journal.json). */
export function shippedMigrations(entries: readonly { when: number }[] = journal.entries): MigrationMark {
  return { count: entries.length, newest: Math.max(0, ...entries.map((entry) => entry.when)) }
}

/** What `drizzle.__drizzle_migrations` records; none when the table does not exist yet. */
export async function appliedMigrations(db: Db): Promise<MigrationMark> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  )
  if (!table?.present) return { count: 0, newest: 0 }
  const [row] = rowsOf<{ count: number | string; newest: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    ),
  )
  return { count: Number(row?.count ?? 0), newest: Number(row?.newest ?? 0) }
}

export interface ReadinessDependencies {
  getHandle: () => Promise<DbHandle>
  shipped: MigrationMark
  draining: () => boolean
  now: () => number
}

export interface Readiness {
  status: 200 | 503
  failed: ReadinessCheck[]
}

/** A migrated database stays migrated: its migrations are looked at again after this long. */
export const MIGRATIONS_CHECK_TTL_MS = 10_000

/** A checker with its own cache of the migrations' answer (one per process in production). */
export function createReadinessCheck(dependencies: ReadinessDependencies): () => Promise<Readiness> {
  let cached: { at: number; current: boolean } | undefined
  // Probes come every few seconds during an outage: each distinct problem is logged once.
  let lastLogged: string | undefined
  const logOnce = (line: string, error?: unknown) => {
    if (line === lastLogged) return
    lastLogged = line
    console.error(line)
    if (error !== undefined) captureServerError(error)
  }

  const migrationsCurrent = async (db: Db): Promise<boolean> => {
    const now = dependencies.now()
    if (cached && now - cached.at < MIGRATIONS_CHECK_TTL_MS) return cached.current
    const applied = await appliedMigrations(db)
    const { shipped } = dependencies
    const current = applied.count === shipped.count && applied.newest === shipped.newest
    cached = { at: now, current }
    if (!current)
      logOnce(
        `[ready] migrations are not current: the database has ${applied.count} (newest ${applied.newest}), ` +
          `this build ships ${shipped.count} (newest ${shipped.newest})`,
      )
    return current
  }

  return async () => {
    const failed: ReadinessCheck[] = []
    try {
      const handle = await dependencies.getHandle()
      await pingWithin(handle)
      if (!(await migrationsCurrent(handle.db))) failed.push('migrations')
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logOnce(`[ready] the database check failed: ${reason}`, error)
      failed.push('database')
    }
    if (dependencies.draining()) failed.push('draining')
    if (failed.length === 0) lastLogged = undefined
    return { status: failed.length === 0 ? 200 : 503, failed }
  }
}

/** Seconds a balancer should wait before asking again: a drain ends with the process. */
function retryAfterSeconds(failed: ReadinessCheck[]): number {
  return failed.includes('draining') ? 1 : 2
}

/** The HTTP answer: `{"status":"ready"}`, or 503 `{"status":"unavailable","failed":[…]}`. */
export function readinessResponse(readiness: Readiness): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (readiness.status === 200) return Response.json({ status: 'ready' }, { status: 200, headers })
  headers['retry-after'] = String(retryAfterSeconds(readiness.failed))
  return Response.json({ status: 'unavailable', failed: readiness.failed }, { status: 503, headers })
}

export const checkReadiness = createReadinessCheck({
  getHandle: getDatabase,
  shipped: shippedMigrations(),
  draining: isDraining,
  now: Date.now,
})
