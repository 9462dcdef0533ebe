/**
 * The server's PGlite as its loopback socket (the CLI's way in) sees it. PGlite is one session:
 * pglite-socket keeps other socket clients out of a client's transaction, but not the server's
 * own queries, which ran inside a CLI's transaction (the knowledge worker's poll aborted a
 * `tenants create`), nor the CLI's statements out of the server's transactions. Here every socket
 * message takes PGlite's transaction lock, as the server's own queries do, and a socket client
 * that is left inside a transaction keeps it until that transaction ends.
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

export function socketSideOf(pglite: PGlite): SocketDatabase {
  let release: (() => void) | undefined

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
    if (!release || pglite.isInTransaction()) return
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
    isInTransaction: () => pglite.isInTransaction(),
    runExclusive: <T>(work: () => Promise<T>) => held(() => pglite.runExclusive(work)),
    execProtocolRawStream: (message, options) => pglite.execProtocolRawStream(message, options),
    // pglite-socket rolls back a disconnected client's transaction with `exec('ROLLBACK')`.
    exec: async (query) => {
      await held(() => pglite.runExclusive(() => pglite.execProtocolRaw(simpleQuery(query))))
      return []
    },
  }
}
