import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './db-errors.server'

const withCode = (code: string) => Object.assign(new Error(code), { code })

describe('isDatabaseUnavailable', () => {
  it('is true for a lost or refused connection and a server shutting down or starting up', () => {
    for (const code of ['CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', '08006', '57P01', '57P03']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true)
    }
  })

  it('finds the code on a wrapped cause (drizzle wraps driver errors)', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('CONNECTION_CLOSED') })
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
  })

  it('is false for errors of the request or the code: constraint, syntax, data, none', () => {
    for (const error of [
      withCode('23505'),
      withCode('42601'),
      withCode('22021'),
      new Error('x'),
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
  })
})
