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
