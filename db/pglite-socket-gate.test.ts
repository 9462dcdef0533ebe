import { once } from 'node:events'
import { connect } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import postgres from 'postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { socketSideOf } from './pglite-socket-gate'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A PGlite shared through a socket as the server shares it, and a CLI-like client of it. */
async function sharedPglite() {
  const pglite = await PGlite.create()
  await pglite.exec('create table marks (value int)')
  const socket = new PGLiteSocketServer({ db: socketSideOf(pglite) as PGlite, host: '127.0.0.1', port: 0 })
  await socket.start()
  const port = Number(socket.getServerConn().split(':').pop())
  const client = postgres({ host: '127.0.0.1', port, max: 1, onnotice: () => {} })
  cleanups.push(async () => {
    await client.end()
    await socket.stop()
    await pglite.close()
  })
  return { pglite, client, port }
}

describe('the server’s PGlite behind its socket', () => {
  it('keeps the server’s own queries out of a socket client’s transaction until it ends', async () => {
    const { pglite, client } = await sharedPglite()
    let failing: Promise<unknown> | undefined
    let counting: Promise<{ rows: { n: number }[] }> | undefined
    await client.begin(async (sql) => {
      await sql`insert into marks values (1)`
      // The server's background work, while the client is inside its transaction: a statement
      // that fails would abort the client's transaction if it ran inside it.
      failing = pglite.query('select 1 / 0').catch((error: unknown) => error)
      counting = pglite.query<{ n: number }>('select count(*)::int as n from marks')
      await sql`select 1`
      await sql`insert into marks values (2)`
    })
    expect(String(await failing)).toMatch(/division by zero/)
    expect((await counting)?.rows).toEqual([{ n: 2 }])
  })

  it('keeps a socket client’s statements out of the server’s own transaction', async () => {
    const { pglite, client } = await sharedPglite()
    let clientInsert: Promise<unknown> | undefined
    let insertedDuringTransaction = false
    await client`select 1` // connected before the transaction starts
    await pglite.transaction(async (tx) => {
      await tx.query('insert into marks values (10)')
      clientInsert = client`insert into marks values (20)`.then(() => {
        if (pglite.isInTransaction()) insertedDuringTransaction = true
      })
      // Each step lets the socket's messages in (I/O runs between event-loop turns); without the
      // lock the client's insert runs, and finishes, inside this transaction within a few steps.
      for (let step = 0; step < 200 && !insertedDuringTransaction; step++) {
        await new Promise<void>((resolve) => setImmediate(resolve))
        await tx.query('select 1')
      }
      await tx.rollback()
    })
    await clientInsert
    expect(insertedDuringTransaction).toBe(false)
    expect((await pglite.query<{ value: number }>('select value from marks')).rows).toEqual([{ value: 20 }])
  })

  it('rolls back the transaction of a client that went away, and lets the server in again', async () => {
    const { pglite, client } = await sharedPglite()
    const reserved = await client.reserve()
    await reserved`begin`
    await reserved`insert into marks values (3)`
    reserved.release()
    await client.end()
    // The server's query waits for the rollback, then sees nothing of the abandoned transaction.
    expect((await pglite.query<{ n: number }>('select count(*)::int as n from marks')).rows).toEqual([
      { n: 0 },
    ])
    expect(pglite.isInTransaction()).toBe(false)
  })

  it('keeps the server’s own queries out of a socket client’s extended-query cycle (Parse … Sync)', async () => {
    const { pglite, client } = await sharedPglite()
    // postgres.js sends Parse, Bind, Describe, Execute and Sync as separate messages; a server
    // query run between Parse and Bind replaces the unnamed statement the client just parsed
    // ("bind message supplies 2 parameters, but prepared statement "" requires 1").
    let serverRunning = true
    const server = (async () => {
      let served = 0
      while (serverRunning) {
        await pglite.query('select $1::int as one', [served])
        served += 1
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
      return served
    })()
    const errors: string[] = []
    for (let round = 0; round < 300; round++) {
      // Unnamed statements, as the CLI's drizzle sends them through the socket (db/client.ts).
      await client
        .unsafe('select $1::int as a, $2::text as b', [round, 'x'], { prepare: false })
        .catch((error: unknown) => errors.push(String(error)))
    }
    serverRunning = false
    expect(await server).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it('lets the server in again when a client leaves in the middle of an extended-query cycle', async () => {
    const { pglite, port } = await sharedPglite()
    // A client that sends a Parse and is gone before its Sync (a CLI killed mid-query).
    const socket = connect({ host: '127.0.0.1', port })
    await once(socket, 'connect')
    const startup = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0database\0postgres\0\0', 'latin1')
    startup.writeInt32BE(startup.length, 0)
    socket.write(startup)
    await once(socket, 'data')
    const query = Buffer.from('\0select 1\0\0\0', 'latin1')
    const parse = Buffer.concat([Buffer.from('P'), Buffer.alloc(4), query])
    parse.writeInt32BE(4 + query.length, 1)
    socket.write(parse)
    await once(socket, 'data').catch(() => undefined)
    socket.destroy()
    const answered = await Promise.race([
      pglite.query<{ one: number }>('select 1 as one').then((result) => result.rows),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 10_000).unref()),
    ])
    expect(answered).toEqual([{ one: 1 }])
  })
})
