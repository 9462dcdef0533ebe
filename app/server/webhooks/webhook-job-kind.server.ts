/** The queue's name for a webhook attempt; kept apart so the job table can name it without import cycles. */
export const WEBHOOK_DELIVERY_JOB = 'webhook_delivery'
/** A delivery job survives a worker's crash this many times; the attempt schedule is the delivery's. */
export const DELIVERY_JOB_ATTEMPTS = 3
