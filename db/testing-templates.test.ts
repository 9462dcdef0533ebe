import { describe, expect, it } from 'vitest'
import { databasesLine } from './testing-templates'

describe('databasesLine', () => {
  it('says PostgreSQL is skipped when DATABASE_URL is unset', () => {
    expect(databasesLine({})).toBe(
      'Integration tests run on: PGlite only (DATABASE_URL is unset, so PostgreSQL is skipped)',
    )
  })

  it('names the PostgreSQL server and database, never the password', () => {
    const line = databasesLine({ DATABASE_URL: 'postgres://app:s3cret@db.internal:5433/test' })
    expect(line).toBe('Integration tests run on: PGlite and PostgreSQL (db.internal:5433/test)')
    expect(line).not.toContain('s3cret')
  })
})
