/**
 * How `opsai server start` stops (ADR 043). The drain begins (new requests are refused 503,
 * `/api/ready` answers 503, the sweeper and the workers take no new work); the requests being
 * answered, open chat streams included, may finish up to the drain timeout; past it, the
 * streams still open end as if their clients had left, which settles their reservations with
 * what was produced (and sends their `done`). Whatever this process still holds after that is
 * released, then the HTTP server, the workers and the database close.
 *
 * Each wait ends early on `hurry` (a second signal): what is left is done without waiting.
 */
import { joinedLanguages } from '../../app/i18n/texts.server'
import {
  beginDraining,
  openStreamCount,
  stopOpenStreams,
  whenStreamsClosed,
} from '../../app/server/lifecycle/drain-state.server'
import type { InFlightRequests } from './draining-gate'

/** After the streams are told to end: time for their settlements (retried ~8 s, chat-turn.server.ts). */
export const SETTLE_GRACE_MS = 10_000
/** Releasing what is still held: a few statements, unless the database is gone. */
export const RELEASE_TIMEOUT_MS = 5_000
/** A worker finishes the job it is running (its lease lets another instance take it otherwise). */
export const WORKER_GRACE_MS = 10_000

export interface ShutdownPlan {
  signal: string
  /** OPSAI_DRAIN_TIMEOUT_S in ms; 0 ends open streams at once (SIGINT). */
  drainTimeoutMs: number
  inFlight: InFlightRequests
  /** Stops the sweeper and the workers from taking new work; resolves once their current work ended. */
  stopWorkers(): Promise<void>
  /** Releases the reservations this process still holds; returns how many. */
  releaseHeld(): Promise<number>
  /** Closes the HTTP server and every connection still open. */
  closeHttp(): Promise<void>
  /** The loopback socket of PGlite and the database. */
  closeDatabase(): Promise<void>
  log(line: string): void
  /** Aborted by a second signal. */
  hurry: AbortSignal
  settleGraceMs?: number
}

export interface ShutdownReport {
  /** Every request and stream ended on its own within the drain timeout. */
  drainedInTime: boolean
  /** Streams still open at the timeout, told to end. */
  stoppedStreams: number
  /** Reservations released at the end (their turns never settled). */
  releasedReservations: number
}

/** True when `work` ended within `ms`; false on the timeout or `hurry`. */
async function within(work: Promise<unknown>, ms: number, hurry?: AbortSignal): Promise<boolean> {
  if (hurry?.aborted) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  let onHurry: (() => void) | undefined
  try {
    return await Promise.race([
      work.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms)
        onHurry = () => resolve(false)
        hurry?.addEventListener('abort', onHurry, { once: true })
      }),
    ])
  } finally {
    clearTimeout(timer)
    if (onHurry) hurry?.removeEventListener('abort', onHurry)
  }
}

export async function shutDownGracefully(plan: ShutdownPlan): Promise<ShutdownReport> {
  beginDraining()
  const workers = plan
    .stopWorkers()
    .catch((error: unknown) => console.error('[server] stopping the background workers failed:', error))
  const seconds = Math.round(plan.drainTimeoutMs / 1000)
  plan.log(
    joinedLanguages('cli.server.draining', { signal: plan.signal, seconds, streams: openStreamCount() }),
  )
  // A client that left mid-stream closes its response before its turn has settled: wait for both.
  const everythingEnded = () => Promise.all([plan.inFlight.settled(), whenStreamsClosed()])
  const drainedInTime = await within(everythingEnded(), plan.drainTimeoutMs, plan.hurry)
  let stoppedStreams = 0
  if (!drainedInTime) {
    stoppedStreams = openStreamCount()
    if (stoppedStreams > 0) {
      plan.log(joinedLanguages('cli.server.drainTimedOut', { seconds, streams: stoppedStreams }))
      stopOpenStreams()
    }
    await within(everythingEnded(), plan.settleGraceMs ?? SETTLE_GRACE_MS, plan.hurry)
  }
  let releasedReservations = 0
  // Not cut short by `hurry`: tokens left held would stay so for the reservation's lifetime.
  const releasing = plan.releaseHeld().then(
    (count) => {
      releasedReservations = count
    },
    (error: unknown) => console.error('[server] releasing token reservations at shutdown failed:', error),
  )
  await within(releasing, RELEASE_TIMEOUT_MS)
  if (releasedReservations > 0)
    plan.log(joinedLanguages('cli.server.releasedAtShutdown', { count: releasedReservations }))
  await plan.closeHttp()
  await within(workers, WORKER_GRACE_MS, plan.hurry)
  await plan.closeDatabase()
  return { drainedInTime, stoppedStreams, releasedReservations }
}
