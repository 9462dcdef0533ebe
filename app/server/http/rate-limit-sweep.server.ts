/**
 * The `rate_limit` table is shared by better-auth's per-IP limits and ours (sign-in per account,
 * free registrations per address, chat messages per user). A row whose window has passed counts
 * nothing for any rule (the next request starts a new window), so the server's minute sweeper
 * removes rows older than the longest window any rule uses, a batch at a time (issue 18).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import type { AppConfig } from '#root/app.config'

/** better-auth's general limit per IP and path, and its sign-up limit (app/server/auth/auth.server.ts). */
export const AUTH_GENERAL_WINDOW_SECONDS = 60
/** better-auth's own stricter rules for sign-in, sign-up and password mails use 10 s and 60 s. */
const BETTER_AUTH_BUILT_IN_WINDOW_SECONDS = 60

/** The window of every rule that counts in `rate_limit`, in seconds. */
export function rateLimitWindowsSeconds(config: AppConfig): number[] {
  return [
    AUTH_GENERAL_WINDOW_SECONDS,
    BETTER_AUTH_BUILT_IN_WINDOW_SECONDS,
    // Per IP (better-auth's custom rule) and per account (account-rate-limit.server.ts).
    config.auth.signInWindowSeconds,
    config.rateLimits.registration.windowSeconds,
    config.rateLimits.chat.windowSeconds,
  ]
}

export function longestRateLimitWindowSeconds(config: AppConfig): number {
  return Math.max(...rateLimitWindowsSeconds(config))
}

export interface RateLimitSweep {
  /** Rows whose last window started more than this long ago go. */
  windowSeconds: number
  now?: number
  batchSize?: number
  /** Enough for a minute's growth many times over; the next minute takes the rest. */
  maxBatches?: number
}

/** Deletes the rows no rule counts any more; returns how many went. */
export async function sweepExpiredRateLimits(db: Db, sweep: RateLimitSweep): Promise<number> {
  const cutoff = (sweep.now ?? Date.now()) - sweep.windowSeconds * 1000
  const batchSize = sweep.batchSize ?? 1000
  let removed = 0
  for (let batch = 0; batch < (sweep.maxBatches ?? 50); batch += 1) {
    // The outer condition is checked again on a row a request renewed meanwhile: a live count
    // is never deleted. SKIP LOCKED leaves a row a request holds to that request.
    const result = await db.execute(sql`
      delete from rate_limit
      where last_request < ${cutoff}
        and id in (select id from rate_limit where last_request < ${cutoff}
                   limit ${batchSize} for update skip locked)
      returning id`)
    const count = rowsOf(result).length
    removed += count
    if (count < batchSize) break
  }
  return removed
}
