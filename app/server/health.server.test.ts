import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../db/client'
import { clearDatabase, setDatabase } from '../../db/runtime'
import { checkHealth } from './health.server'

afterEach(() => clearDatabase())

describe('checkHealth', () => {
  it('answers ok with the database kind', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' })
    setDatabase(handle)
    const health = await checkHealth()
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ status: 'ok', db: 'pglite', build: 'test' })
    await handle.close()
  })

  it('answers 503 naming only the failed check; the database error goes to the log', async () => {
    // A real client pointed at a port where nothing listens, as a user with a telling name.
    const handle = await openDatabase({ databaseUrl: 'postgres://secret_dba@127.0.0.1:1/payroll' })
    setDatabase(handle)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const health = await checkHealth()
      expect(health.status).toBe(503)
      expect(health.body).toEqual({ status: 'unavailable', failed: ['database'], build: 'test' })
      expect(logged).toHaveBeenCalledTimes(1)
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[health\] the database check failed: \S/)
      // A second failed poll with the same error adds no line: an outage does not flood the log.
      await checkHealth()
      expect(logged).toHaveBeenCalledTimes(1)
    } finally {
      logged.mockRestore()
      await handle.close()
    }
  })
})
