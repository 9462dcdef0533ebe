/**
 * Two independent handles on one database, as two processes would hold them (ADR 044):
 * - PostgreSQL: two pools on the same database; a change through `writer` reaches a LISTEN on
 *   `reader` by NOTIFY.
 * - PGlite: the server's in-process PGlite (`reader`, which can LISTEN to its own changes) and a
 *   client through its loopback socket (`writer`, the way the `opsai` CLI connects), whose
 *   notifications never reach the server: there the poll is the mechanism.
 */

import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { connectToServerSocket, type DbHandle, type DbKind, openDatabase } from '#db/client'
import { socketSideOf } from '#db/pglite-socket-gate'
import { createTestDatabase } from '#db/testing'

export interface TwoInstances {
  kind: DbKind
  /** Where changes are made (another instance, or the CLI). */
  writer: DbHandle
  /** The instance whose caches must see them. */
  reader: DbHandle
  /** Whether a NOTIFY sent through `writer` reaches a LISTEN on `reader`. */
  writerNotifiesReader: boolean
  dispose(): Promise<void>
}

export async function openTwoInstances(kind: DbKind): Promise<TwoInstances> {
  const database = await createTestDatabase(kind)
  const url = database.url
  if (url) {
    const reader = await openDatabase({ databaseUrl: url, maxConnections: 4 })
    return {
      kind,
      writer: database.handle,
      reader,
      writerNotifiesReader: true,
      async dispose() {
        await reader.close()
        await database.dispose()
      },
    }
  }
  const reader = database.handle
  const pglite = reader.pglite
  if (!pglite) throw new Error('the test database holds no PGlite')
  // As `opsai server start` publishes it (cli/commands/server/start.ts).
  const socket = new PGLiteSocketServer({
    db: socketSideOf(pglite) as typeof pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: 8,
  })
  await socket.start()
  // The CLI's way in (openDatabase finds the port in the lock file of another process).
  const writer = await connectToServerSocket(Number(socket.getServerConn().split(':').pop()))
  return {
    kind,
    writer,
    reader,
    writerNotifiesReader: false,
    async dispose() {
      await writer.close()
      await socket.stop()
      await database.dispose()
    },
  }
}
