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
