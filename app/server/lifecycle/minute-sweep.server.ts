/**
 * The server's minute sweep: expired token reservations, stale chat attachments, expired
 * rate-limit rows and SAML requests. With several instances on one PostgreSQL, each tick runs in
 * one instance only (ADR 043): the tick takes a transaction-scoped advisory lock, and an instance
 * that finds it taken skips the tick. A PGlite data directory has one server (db/lock.ts), so
 * there the tick simply runs.
 */
import { sql } from 'drizzle-orm'
import type { Db, DbHandle } from '#db/client'
import { rowsOf } from '#db/rows'
import type { AppConfig } from '#root/app.config'
import { longestRateLimitWindowSeconds, sweepExpiredRateLimits } from '../http/rate-limit-sweep.server'
import { removeStaleAttachments } from '../knowledge/attachments.server'
import { sweepExpiredSamlRequests } from '../saml/saml-sign-in.server'
import { asPlatform } from '../tenancy/scope.server'

/** The advisory lock every instance's tick asks for (hashtext: a stable int4 of the name). */
export const MINUTE_SWEEP_LOCK = 'opsai:minute-sweep'

/** One piece of the sweep; what it returns is its count of effects, for the log and tests. */
export type SweepTask = (db: Db) => Promise<unknown>

/** The sweep's pieces, by name (the name appears in the log when one fails). */
export function minuteSweepTasks(config: AppConfig): Record<string, SweepTask> {
  return {
    // Abandoned chat reservations (a crashed stream) give their tokens back within a minute.
    'expired token reservations': (db) => asPlatform(db).tokens.sweepExpiredReservations(),
    // Files attached in a composer and never sent go after a day (attachments.server.ts).
    'stale chat attachments': (db) => removeStaleAttachments(db),
    // Request counts whose window has passed count nothing (rate-limit-sweep.server.ts).
    'expired rate-limit rows': (db) =>
      sweepExpiredRateLimits(db, { windowSeconds: longestRateLimitWindowSeconds(config) }),
    // Answered or abandoned SAML requests (saml-sign-in.server.ts).
    'expired SAML requests': (db) => sweepExpiredSamlRequests(db),
  }
}

export type SweepTick = { ran: false } | { ran: true; results: Record<string, unknown>; failed: string[] }

type LockingHandle = Pick<DbHandle, 'db' | 'kind'>

/**
 * Runs `work` in this instance only if no other instance runs it at the same moment: on
 * PostgreSQL, while a transaction holds `pg_try_advisory_xact_lock(hashtext(name))` (released
 * by the commit, or by the server if this process dies); the work itself uses the pool, outside
 * that transaction. Undefined when another instance holds the lock.
 */
export async function inOneInstance<T>(
  handle: LockingHandle,
  name: string,
  work: () => Promise<T>,
): Promise<{ result: T } | undefined> {
  // One server per PGlite data directory; its single connection would wait on itself.
  if (handle.kind === 'pglite') return { result: await work() }
  return handle.db.transaction(async (tx) => {
    const [row] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`),
    )
    if (!row?.locked) return undefined
    return { result: await work() }
  })
}

/**
 * One tick: every task runs (one failing does not stop the others; each failure is logged),
 * unless another instance is running its tick.
 */
export async function runMinuteSweep(
  handle: LockingHandle,
  tasks: Record<string, SweepTask>,
): Promise<SweepTick> {
  const tick = await inOneInstance(handle, MINUTE_SWEEP_LOCK, async () => {
    const results: Record<string, unknown> = {}
    const failed: string[] = []
    await Promise.all(
      Object.entries(tasks).map(async ([name, task]) => {
        try {
          results[name] = await task(handle.db)
        } catch (error) {
          failed.push(name)
          console.error(`[server] the minute sweep's ${name} failed:`, error)
        }
      }),
    )
    return { results, failed }
  })
  return tick ? { ran: true, ...tick.result } : { ran: false }
}
