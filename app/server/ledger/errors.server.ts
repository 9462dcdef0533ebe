import { japanDate, startOfNextJapanMonth } from '#app/lib/japan-day.shared'
import { ConflictError, ServiceError } from '../errors.server'

/** The balance cannot cover a reservation or a debit. HTTP 402: the tenant needs more tokens. */
export class InsufficientTokensError extends ServiceError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(402, 'insufficient_tokens', 'errors.payment.insufficientTokens', { needed, available })
  }
}

/** The idempotency key was used before for a different entry: a caller bug, never silently merged. */
export class IdempotencyConflictError extends ConflictError {
  constructor(key: string) {
    super('errors.payment.idempotencyConflict', { key })
  }
}

/** What a refused turn would have reserved against a monthly credit cap, and when the cap resets. */
export interface CapRefusal {
  cap: number
  /** Credits spent this month plus what open replies hold. */
  committed: number
  needed: number
  now: Date
}

function capParams(refusal: CapRefusal) {
  // The same digits in both languages: 1,234 reads in Japanese and in English alike.
  const count = (value: number) => value.toLocaleString('en-US')
  return {
    cap: count(refusal.cap),
    committed: count(refusal.committed),
    needed: count(refusal.needed),
    remaining: count(Math.max(0, refusal.cap - refusal.committed)),
    // Caps count Japan months: the next one starts at 00:00 on the 1st, Japan time.
    resetsOn: japanDate(startOfNextJapanMonth(refusal.now)),
  }
}

/** The member's monthly credit cap (set on /team) cannot cover the turn. HTTP 402. */
export class MemberQuotaExceededError extends ServiceError {
  constructor(readonly refusal: CapRefusal) {
    super(402, 'member_quota_exceeded', 'errors.payment.memberQuotaExceeded', capParams(refusal))
  }
}

/** A team of the member has reached its monthly credit cap. HTTP 402. */
export class TeamQuotaExceededError extends ServiceError {
  constructor(readonly refusal: CapRefusal & { teamId: string; teamName: string }) {
    super(402, 'team_quota_exceeded', 'errors.payment.teamQuotaExceeded', {
      ...capParams(refusal),
      team: refusal.teamName,
    })
  }
}
