/**
 * Sign-in attempts per account (better-auth limits per IP): a fixed window counted in the
 * shared `rate_limit` table with one atomic upsert, so every app server sees the same count and
 * two attempts cannot both read a stale value.
 */
import { randomUUID } from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { sql } from 'drizzle-orm'
import { joinedLanguages } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'

export interface AttemptLimit {
  max: number
  windowSeconds: number
}

/** Counts one attempt; returns seconds to wait when over the limit, else null. */
export async function consumeAttempt(db: Db, key: string, limit: AttemptLimit, now = Date.now()) {
  const windowStart = now - limit.windowSeconds * 1000
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`)
  const row = rowsOf<{ count: number; last_request: string | number }>(result)[0]
  if (!row || Number(row.count) <= limit.max) return null
  return Math.max(1, Math.ceil((Number(row.last_request) + limit.windowSeconds * 1000 - now) / 1000))
}

const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/system-admin'])

/**
 * `retainedWindowSeconds`: the longest window of any rule counting in `rate_limit`. better-auth
 * deletes the rows older than the longest window it knows of whenever one of its own windows
 * restarts; a rule of this plugin that never matches a request tells it about ours (a free
 * registration counts for an hour), so it never deletes a count that is still running.
 */
export function accountRateLimit(db: Db, limit: AttemptLimit, retainedWindowSeconds: number) {
  return {
    id: 'account-rate-limit',
    rateLimit: [{ window: retainedWindowSeconds, max: Number.MAX_SAFE_INTEGER, pathMatcher: () => false }],
    hooks: {
      before: [
        {
          matcher: (context) => SIGN_IN_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : ''
            // No address is longer than 320 characters: a longer one names no account (better-auth
            // refuses it), and as a key it would overflow the table's index (a 500).
            if (!email || email.length > 320) return
            const retryAfter = await consumeAttempt(db, `signin-account:${email}`, limit)
            if (retryAfter !== null) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                {
                  code: 'TOO_MANY_ATTEMPTS',
                  message: joinedLanguages('errors.auth.tooManySignIns', { seconds: retryAfter }),
                },
                { 'Retry-After': String(retryAfter) },
              )
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
