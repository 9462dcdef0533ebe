/**
 * An error meant for the person looking at the screen: its message is shown as it is on the
 * error page. Any other error shows only 'Internal Server Error' (spec §2), so no internal
 * detail or stack trace reaches a user.
 */
export class AppError extends Error {
  readonly status: number
  constructor(message: string, status = 500) {
    super(message)
    this.name = 'AppError'
    this.status = status
  }
}

export function errorStatus(error: unknown): number {
  if (error instanceof AppError) return error.status
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
    if (typeof status === 'number') return status
    if (typeof statusCode === 'number') return statusCode
  }
  return 500
}

/** What the error page says: the spec's fixed titles unless the error carries its own message. */
export function describeError(error: unknown): { status: number; title: string; message?: string } {
  const status = errorStatus(error)
  if (status === 404) return { status, title: 'Page Not Found' }
  const ownMessage =
    error instanceof AppError || (typeof error === 'object' && error !== null && 'expose' in error)
      ? (error as Error).message
      : undefined
  return { status, title: ownMessage || 'Internal Server Error' }
}
