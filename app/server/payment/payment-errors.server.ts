import type { TextKey } from '#app/i18n/texts.server'
import { ServiceError } from '../errors.server'

/** The caller's role does not allow the change (a member buying, an admin changing the plan). */
export class PaymentForbiddenError extends ServiceError {
  constructor(key: TextKey) {
    super(403, 'forbidden', key)
  }
}

/** Stripe could not be reached or refused the request: nothing was charged. */
export class PaymentProviderError extends ServiceError {
  constructor() {
    super(502, 'payment_provider_unavailable', 'errors.payment.providerUnavailable')
  }
}

/** A form field the chosen path needs (an invoice upgrade's billing fields): a 400 with `fieldErrors`. */
export class PaymentFieldError extends ServiceError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(400, 'invalid_input', 'errors.common.checkForm')
  }
}
