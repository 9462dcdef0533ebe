/**
 * Holds a PGlite data directory the way `opsai server start` does (the lock file names this
 * process and its loopback socket), without the HTTP server: CLI tests run their commands beside
 * it, each connecting through the socket. Prints "ready" once the socket is up; SIGTERM closes it.
 *
 *   node --import tsx cli/testing/hold-pglite.ts <data-dir>
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { openDatabase } from '../../db/client'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: hold-pglite.ts <data-dir>')
  process.exit(2)
}
const handle = await openDatabase({ dataDir: dir, role: 'server' })
const socket = new PGLiteSocketServer({ db: handle.pglite as never, host: '127.0.0.1', port: 0 })
await socket.start()
handle.lock?.setPort(Number(socket.getServerConn().split(':').pop()))
console.log('ready')
process.on('SIGTERM', async () => {
  await socket.stop()
  await handle.close()
  process.exit(0)
})
