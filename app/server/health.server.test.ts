import { afterEach, describe, expect, it } from 'vitest'
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

  it('answers 503 with a reason when the database is unreachable', async () => {
    // A real client pointed at a port where nothing listens.
    const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })
    setDatabase(handle)
    const health = await checkHealth()
    expect(health.status).toBe(503)
    expect(health.body.status).toBe('unavailable')
    expect('reason' in health.body && health.body.reason).toMatch(/^database unreachable: /)
    await handle.close()
  })
})
