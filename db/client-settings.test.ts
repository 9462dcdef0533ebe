import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client'
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

describe('the embedded database', () => {
  it('keeps a small buffer pool instead of initdb’s 128MB, and its postgresql.conf as written', async () => {
    const handle = await openDatabase({ dataDir: 'memory://client-settings' })
    try {
      const [buffers] = rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`))
      expect(buffers?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS)
      // Only the pool changes: what initdb configured (UTC, ISO dates) still holds.
      const [zone] = rowsOf<{ TimeZone: string }>(await handle.db.execute(sql`show timezone`))
      expect(zone?.TimeZone).toBe('UTC')
      const [dates] = rowsOf<{ DateStyle: string }>(await handle.db.execute(sql`show datestyle`))
      expect(dates?.DateStyle).toBe('ISO, MDY')
    } finally {
      await handle.close()
    }
  })
})
