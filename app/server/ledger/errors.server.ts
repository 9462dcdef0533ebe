import { ConflictError, ServiceError } from '../errors.server'

/** The balance cannot cover a reservation or a debit. HTTP 402: the tenant needs more tokens. */
export class InsufficientTokensError extends ServiceError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(
      `insufficient tokens: ${needed} needed, ${available} available / ` +
        `トークンが不足しています（必要: ${needed}、残り: ${available}）`,
      402,
      'insufficient_tokens',
    )
  }
}

/** The idempotency key was used before for a different entry: a caller bug, never silently merged. */
export class IdempotencyConflictError extends ConflictError {
  constructor(key: string) {
    super(
      `The idempotency key "${key}" was already used for a different entry / ` +
        `冪等キー "${key}" は別の記録に使われています`,
    )
  }
}
