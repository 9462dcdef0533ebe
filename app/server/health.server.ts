import type { DbHandle } from '../../db/client'
import { getDatabase } from '../../db/runtime'
import { buildId } from '../lib/build-id'
import { captureServerError } from './sentry.server'

const PING_TIMEOUT_MS = 2000

/** The database answers a trivial query within the time a probe waits (also `/api/ready`'s check). */
export async function pingWithin(handle: DbHandle, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
        timer.unref()
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** A check `/api/health` may name as failed; its error goes to the log, never to the caller. */
export type HealthCheck = 'database'

// An outage is polled every few seconds by load balancers: each distinct error is logged once.
let lastLoggedFailure: string | undefined

/**
 * `GET /api/health`: 200 with the database kind and build, or 503 naming the failed checks only:
 * a raw database error (host names, user names, driver text) is for the operator's log and Sentry.
 */
export async function checkHealth() {
  try {
    const handle = await getDatabase()
    await pingWithin(handle)
    lastLoggedFailure = undefined
    return { status: 200, body: { status: 'ok', db: handle.kind, build: buildId } } as const
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (reason !== lastLoggedFailure) {
      lastLoggedFailure = reason
      console.error(`[health] the database check failed: ${reason}`)
      captureServerError(error)
    }
    const failed: HealthCheck[] = ['database']
    return { status: 503, body: { status: 'unavailable', failed, build: buildId } } as const
  }
}
