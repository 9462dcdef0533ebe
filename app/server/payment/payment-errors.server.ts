import { ServiceError } from '../errors.server'

/** The caller's role does not allow the change (a member buying, an admin changing the plan). */
export class PaymentForbiddenError extends ServiceError {
  constructor(message: string) {
    super(message, 403, 'forbidden')
  }
}

/** Stripe could not be reached or refused the request: nothing was charged. */
export class PaymentProviderError extends ServiceError {
  constructor() {
    super(
      '決済サービスに接続できませんでした。時間をおいてもう一度お試しください。 / The payment service could not be reached. Please try again later.',
      502,
      'payment_provider_unavailable',
    )
  }
}
