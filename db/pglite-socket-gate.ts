/**
 * The server's PGlite as its loopback socket (the CLI's way in) sees it. PGlite is one session:
 * pglite-socket keeps other socket clients out of a client's transaction, but not the server's
 * own queries, which ran inside a CLI's transaction (the knowledge worker's poll aborted a
 * `tenants create`), nor the CLI's statements out of the server's transactions. Here every socket
 * message takes PGlite's transaction lock, as the server's own queries do, and a socket client
 * that is left inside a transaction keeps it until that transaction ends — or inside an
 * extended-query cycle (Parse, Bind, Describe, Execute … up to Sync, each its own message), whose
 * unnamed statement a server query in between would replace ("bind message supplies 2
 * parameters, but prepared statement "" requires 1").
 */
import type { PGlite } from '@electric-sql/pglite'

/** What PGLiteSocketServer calls on its database. */
export type SocketDatabase = Pick<
  PGlite,
  'waitReady' | 'isInTransaction' | 'runExclusive' | 'execProtocolRawStream' | 'exec'
>

/** A simple-query protocol message: what `exec` sends, without taking the lock a second time. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8')
  const message = Buffer.alloc(5 + body.length)
  message[0] = 0x51 // 'Q'
  message.writeInt32BE(4 + body.length, 1)
  body.copy(message, 5)
  return new Uint8Array(message)
}

/** Messages that end an extended-query cycle: Sync, or a simple Query (which needs none). */
const CYCLE_ENDS = new Set([0x53 /* S */, 0x51 /* Q */])
/** Messages of the extended-query protocol that a Sync must close: Parse, Bind, Describe, Execute, Close, Flush. */
const CYCLE_PARTS = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48])

export function socketSideOf(pglite: PGlite): SocketDatabase {
  let release: (() => void) | undefined
  let inCycle = false

  async function hold() {
    if (release) return
    await new Promise<void>((acquired) => {
      void pglite._runExclusiveTransaction(
        () =>
          new Promise<void>((done) => {
            release = done
            acquired()
          }),
      )
    })
  }
  function letGoUnlessInTransaction() {
    if (!release || pglite.isInTransaction() || inCycle) return
    const done = release
    release = undefined
    done()
  }
  async function held<T>(work: () => Promise<T>): Promise<T> {
    await hold()
    try {
      return await work()
    } finally {
      letGoUnlessInTransaction()
    }
  }

  return {
    get waitReady() {
      return pglite.waitReady
    },
    // pglite-socket serves only the same client while this is true (its queue), and rolls back
    // when that client goes away: a cycle counts, so no other client's message lands inside it
    // and a client that left mid-cycle lets go.
    isInTransaction: () => pglite.isInTransaction() || inCycle,
    runExclusive: <T>(work: () => Promise<T>) => held(() => pglite.runExclusive(work)),
    execProtocolRawStream: (message, options) => {
      const type = message[0] ?? 0
      if (CYCLE_PARTS.has(type)) inCycle = true
      else if (CYCLE_ENDS.has(type)) inCycle = false
      return pglite.execProtocolRawStream(message, options)
    },
    // pglite-socket rolls back a disconnected client's transaction with `exec('ROLLBACK')`.
    exec: async (query) => {
      inCycle = false
      await held(() => pglite.runExclusive(() => pglite.execProtocolRaw(simpleQuery(query))))
      return []
    },
  }
}
