import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { type DbHandle, openDatabase } from '#db/client'
import { tokenReservations } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { appendLedgerEntry, getBalance } from '../ledger/ledger.server'
import { reserve } from '../ledger/reservations.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { inOneInstance, minuteSweepTasks, runMinuteSweep, type SweepTask } from './minute-sweep.server'

const RESERVATIONS = 'expired token reservations'

describeEachDatabase('the minute sweep', (database) => {
  const handle = () => database.handle()
  let sibling: DbHandle | undefined

  beforeAll(async () => {
    // A second instance: its own pool on the same PostgreSQL (PGlite has one server per directory).
    const url = database.url()
    if (url) sibling = await openDatabase({ databaseUrl: url, maxConnections: 5 })
  })
  afterAll(async () => {
    await sibling?.close()
  })

  /** A tenant with 1,000 credits, 300 of them held by a reservation that expired an hour ago. */
  async function expiredHold(slug: string) {
    const tenant = await makeTenant(handle().db, slug)
    await appendLedgerEntry(handle().db, tenant.id, {
      kind: 'purchase',
      amount: 1000,
      idempotencyKey: `purchase:${slug}`,
      actor: TEST_ACTOR,
    })
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    const reservation = await reserve(
      handle().db,
      tenant.id,
      { estimate: 300, actor: TEST_ACTOR, ttlMs: 1000 },
      hourAgo,
    )
    expect(await getBalance(handle().db, tenant.id)).toMatchObject({ reserved: 300 })
    return { tenantId: tenant.id, reservationId: reservation.id }
  }

  const statusOf = async (id: string) =>
    (
      await handle()
        .db.select({ status: tokenReservations.status })
        .from(tokenReservations)
        .where(eq(tokenReservations.id, id))
    )[0]?.status

  it('runs every task of a tick, and one failing task does not stop the others', async () => {
    const hold = await expiredHold('sweep-all')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const tick = await runMinuteSweep(handle(), {
        ...minuteSweepTasks(loadConfig({})),
        broken: async () => {
          throw new Error('boom')
        },
      })
      expect(tick).toMatchObject({
        ran: true,
        failed: ['broken'],
        results: {
          [RESERVATIONS]: { tenants: 1, tokens: 300 },
          'stale chat attachments': 0,
          'expired SAML requests': 0,
        },
      })
      expect(String(logged.mock.calls[0]?.[0])).toContain("the minute sweep's broken failed")
    } finally {
      logged.mockRestore()
    }
    expect(await statusOf(hold.reservationId)).toBe('expired')
    expect(await getBalance(handle().db, hold.tenantId)).toEqual({
      balance: 1000,
      reserved: 0,
      available: 1000,
    })
  })

  it('runs a tick in one instance only when two tick at the same moment', async () => {
    const hold = await expiredHold('sweep-once')
    const real = minuteSweepTasks(loadConfig({}))
    // Without a second PostgreSQL pool (PGlite), the same code path runs the one instance's tick.
    const instances = sibling ? [handle(), sibling] : [handle()]
    // The tick that got the lock holds it until every other instance's tick has answered, so
    // the ticks overlap whatever the scheduling.
    const answered = instances.map(() => {
      let resolve = () => {}
      const promise = new Promise<void>((done) => {
        resolve = done
      })
      return { promise, resolve }
    })
    const ticks = instances.map((instance, index) => {
      const others = answered.filter((_, other) => other !== index).map((signal) => signal.promise)
      const tasks: Record<string, SweepTask> = {
        [RESERVATIONS]: async (db) => {
          await Promise.all(others)
          return real[RESERVATIONS]?.(db)
        },
      }
      return runMinuteSweep(instance, tasks).finally(() => answered[index]?.resolve())
    })
    const outcomes = await Promise.all(ticks)
    const ran = outcomes.flatMap((outcome, index) => (outcome.ran ? [index] : []))
    console.info(`[minute sweep] ${database.kind}: instance ${ran.join(', ')} of ${instances.length} ran`)
    expect(ran).toHaveLength(1)
    const [winner] = outcomes.filter((outcome) => outcome.ran)
    expect(winner).toMatchObject({ results: { [RESERVATIONS]: { tenants: 1, tokens: 300 } } })
    // The effect happened once: the hold was released once, the balance is back exactly.
    expect(await statusOf(hold.reservationId)).toBe('expired')
    expect(await getBalance(handle().db, hold.tenantId)).toEqual({
      balance: 1000,
      reserved: 0,
      available: 1000,
    })
  })

  it('frees the lock with the tick: the next tick of another instance runs', async () => {
    const first = await inOneInstance(handle(), 'opsai:test-lock', async () => 'first')
    const second = await inOneInstance(sibling ?? handle(), 'opsai:test-lock', async () => 'second')
    expect([first?.result, second?.result]).toEqual(['first', 'second'])
  })

  it.runIf(database.kind === 'postgres')('skips the work while another instance holds the lock', async () => {
    const other = sibling
    if (!other) throw new Error('no second pool')
    let ranInside: { result: string } | undefined
    const outer = await inOneInstance(handle(), 'opsai:test-held', async () => {
      ranInside = await inOneInstance(other, 'opsai:test-held', async () => 'sibling')
      return 'holder'
    })
    expect(outer).toEqual({ result: 'holder' })
    expect(ranInside).toBeUndefined()
  })
})
