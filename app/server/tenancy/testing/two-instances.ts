/**
 * Two independent handles on one database, as two processes would hold them (ADR 044):
 * - PostgreSQL: two pools on the same database; a change through `writer` reaches a LISTEN on
 *   `reader` by NOTIFY.
 * - PGlite: the server's in-process PGlite (`reader`, which can LISTEN to its own changes) and a
 *   client through its loopback socket (`writer`, the way the `opsai` CLI connects), whose
 *   notifications never reach the server: there the poll is the mechanism.
 */

import { readFileSync } from 'node:fs'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { connectToServerSocket, type DbHandle, type DbKind, openDatabase } from '#db/client'
import { migrateDatabase } from '#db/migrate'
import { socketSideOf } from '#db/pglite-socket-gate'
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from '#db/testing-templates'
import { createThrowawayPostgres } from '#db/throwaway'

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
  return kind === 'postgres' ? openTwoPools() : openServerAndSocketClient()
}

async function openTwoPools(): Promise<TwoInstances> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) throw new Error('DATABASE_URL is not set')
  const database = await createThrowawayPostgres(adminUrl, {
    prefix: 'opsai_test',
    template: process.env[POSTGRES_TEMPLATE_ENV],
  })
  const writer = await openDatabase({ databaseUrl: database.url, maxConnections: 4 })
  await migrateDatabase(writer)
  const reader = await openDatabase({ databaseUrl: database.url, maxConnections: 4 })
  return {
    kind: 'postgres',
    writer,
    reader,
    writerNotifiesReader: true,
    async dispose() {
      await Promise.all([writer.close(), reader.close()])
      await database.drop()
    },
  }
}

async function openServerAndSocketClient(): Promise<TwoInstances> {
  const template = process.env[PGLITE_TEMPLATE_ENV]
  const reader = await openDatabase({
    dataDir: 'memory://',
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  })
  await migrateDatabase(reader)
  const pglite = reader.pglite
  if (!pglite) throw new Error('the server handle holds no PGlite')
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
    kind: 'pglite',
    writer,
    reader,
    writerNotifiesReader: false,
    async dispose() {
      await writer.close()
      await socket.stop()
      await reader.close()
    },
  }
}
