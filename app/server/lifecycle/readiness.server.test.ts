import { sql } from 'drizzle-orm'
import { afterEach, expect, it, vi } from 'vitest'
import { openDatabase } from '#db/client'
import { clearDatabase, setDatabase } from '#db/runtime'
import { describeEachDatabase } from '#db/testing'
import { beginDraining, resetDrainState } from './drain-state.server'
import {
  appliedMigrations,
  checkReadiness,
  createReadinessCheck,
  MIGRATIONS_CHECK_TTL_MS,
  type ReadinessDependencies,
  readinessResponse,
  shippedMigrations,
} from './readiness.server'

afterEach(() => resetDrainState())

it('reads the shipped migrations from the journal the build bundles', () => {
  const shipped = shippedMigrations()
  expect(shipped.count).toBeGreaterThan(30)
  expect(shippedMigrations([{ when: 5 }, { when: 9 }, { when: 7 }])).toEqual({ count: 3, newest: 9 })
  expect(shippedMigrations([])).toEqual({ count: 0, newest: 0 })
})

it('answers the probe: ready, or 503 naming the checks with Retry-After and never cached', async () => {
  const ready = readinessResponse({ status: 200, failed: [] })
  expect(ready.status).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
  expect(ready.headers.get('cache-control')).toBe('no-store')
  expect(ready.headers.get('retry-after')).toBeNull()

  const draining = readinessResponse({ status: 503, failed: ['draining'] })
  expect(draining.status).toBe(503)
  expect(await draining.json()).toEqual({ status: 'unavailable', failed: ['draining'] })
  expect(draining.headers.get('retry-after')).toBe('1')
  expect(draining.headers.get('cache-control')).toBe('no-store')
  const database = readinessResponse({ status: 503, failed: ['database'] })
  expect(database.headers.get('retry-after')).toBe('2')
})

it('names only the database when it cannot be reached; its error goes to the log, not the caller', async () => {
  // A real client pointed at a port where nothing listens, as a user with a telling name.
  const handle = await openDatabase({ databaseUrl: 'postgres://secret_dba@127.0.0.1:1/payroll' })
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const check = createReadinessCheck({
      getHandle: async () => handle,
      shipped: shippedMigrations(),
      draining: () => false,
      now: Date.now,
    })
    const answer = await check()
    expect(answer).toEqual({ status: 503, failed: ['database'] })
    const body = await readinessResponse(answer).text()
    expect(body).not.toMatch(/secret_dba|payroll|ECONNREFUSED|at /)
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[ready\] the database check failed: \S/)
    // A second failed probe with the same error adds no line.
    await check()
    expect(logged).toHaveBeenCalledTimes(1)
  } finally {
    logged.mockRestore()
    await handle.close()
  }
})

describeEachDatabase('readiness', (database) => {
  let clock = 0
  const dependencies = (overrides: Partial<ReadinessDependencies> = {}): ReadinessDependencies => ({
    getHandle: async () => database.handle(),
    shipped: shippedMigrations(),
    draining: () => false,
    now: () => clock,
    ...overrides,
  })

  it('is ready on a migrated database: the applied migrations are the shipped ones', async () => {
    expect(await appliedMigrations(database.handle().db)).toEqual(shippedMigrations())
    expect(await createReadinessCheck(dependencies())()).toEqual({ status: 200, failed: [] })
  })

  it('is not ready while draining, whatever else holds (the flag the launcher sets)', async () => {
    const shared = createReadinessCheck(dependencies({ draining: () => draining }))
    let draining = false
    expect((await shared()).status).toBe(200)
    draining = true
    expect(await shared()).toEqual({ status: 503, failed: ['draining'] })
    // The process-wide check reads the flag on globalThis that the launcher's bundle sets.
    setDatabase(database.handle())
    try {
      expect(await checkReadiness()).toEqual({ status: 200, failed: [] })
      beginDraining()
      expect(await checkReadiness()).toEqual({ status: 503, failed: ['draining'] })
    } finally {
      clearDatabase()
    }
  })

  it('names migrations when the build ships others than the database has, rechecked after the cache', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const shipped = shippedMigrations()
      // A newer build (one more migration) against this database: not ready.
      const newer = createReadinessCheck(
        dependencies({ shipped: { count: shipped.count + 1, newest: shipped.newest + 1 } }),
      )
      expect(await newer()).toEqual({ status: 503, failed: ['migrations'] })
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[ready\] migrations are not current/)

      // The database loses its newest migration record while a checker has a fresh answer cached.
      const check = createReadinessCheck(dependencies())
      clock = 1_000
      expect((await check()).status).toBe(200)
      const db = database.handle().db
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      )
      clock += MIGRATIONS_CHECK_TTL_MS - 1
      expect((await check()).status).toBe(200)
      clock += 1
      expect(await check()).toEqual({ status: 503, failed: ['migrations'] })
      expect(await appliedMigrations(db)).toEqual({
        count: shipped.count - 1,
        newest: expect.any(Number),
      })
    } finally {
      logged.mockRestore()
    }
  })
})
