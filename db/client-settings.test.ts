import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { rowsOf } from './rows'

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(!databaseUrl)('the app’s PostgreSQL connections', () => {
  it('run without JIT, whose compile time would be most of a short query’s (ADR 027)', async () => {
    const handle = await openDatabase({ databaseUrl, maxConnections: 1 })
    try {
      const [row] = rowsOf<{ jit: string }>(await handle.db.execute(sql`show jit`))
      expect(row?.jit).toBe('off')
    } finally {
      await handle.close()
    }
  })
})
