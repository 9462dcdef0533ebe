/** True when a database error is a unique-constraint violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505')
}

// drizzle wraps driver errors (DrizzleQueryError), so the SQLSTATE may sit on a `cause`.
function hasSqlState(error: unknown, code: string): boolean {
  for (let current: unknown = error; current; current = Reflect.get(Object(current), 'cause')) {
    if (Reflect.get(Object(current), 'code') === code) return true
  }
  return false
}

/** True when a database error is a foreign-key violation (SQLSTATE 23503): a referenced row is missing. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503')
}

/**
 * True when the database refused a value itself: SQLSTATE class 22 ("data exception": a NUL
 * character in text, a number out of range, text that is no valid date) or 54000 (a value too
 * large for an index). Such a value came from the request; the answer is a 400, not a 500.
 */
export function isDataException(error: unknown): boolean {
  for (let current: unknown = error; current; current = Reflect.get(Object(current), 'cause')) {
    const code = Reflect.get(Object(current), 'code')
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) return true
  }
  return false
}

/** postgres.js and Node codes for a connection that is gone or cannot be made. */
const CONNECTION_LOST = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
])

/**
 * True when the database is unreachable for the moment rather than refusing the request: the
 * connection broke or cannot be made (SQLSTATE class 08), or the server is shutting down or
 * starting up (57P01-57P03), as during a restart or failover. Worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = Reflect.get(Object(current), 'cause')) {
    const code = Reflect.get(Object(current), 'code')
    if (typeof code !== 'string') continue
    if (CONNECTION_LOST.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true
  }
  return false
}
