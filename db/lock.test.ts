import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirBusyError, openDatabase } from './client'
import { acquireDataDirLock, LOCK_FILE, readLiveLock } from './lock'
import { rowsOf } from './rows'

const children: ChildProcess[] = []
function liveOtherProcess() {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' })
  children.push(child)
  return child.pid ?? 0
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill()
})

const tempDir = () => mkdtempSync(join(tmpdir(), 'opsai-lock-'))

describe('data directory lock', () => {
  it('a second server on a live directory is refused with a clear message', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: liveOtherProcess(), role: 'server', port: 1 }))
    await expect(openDatabase({ dataDir: dir, role: 'server' })).rejects.toThrow(DataDirBusyError)
    await expect(openDatabase({ dataDir: dir, role: 'server' })).rejects.toThrow(/already in use/)
  })

  it('takes over a stale lock left by a dead process', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 999_999_999, role: 'server' }))
    expect(readLiveLock(dir)).toBeUndefined()
    const handle = await openDatabase({ dataDir: dir, role: 'server' })
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    await handle.close()
    expect(() => readFileSync(join(dir, LOCK_FILE))).toThrow()
  })

  it('refuses a CLI while another CLI holds the directory without a socket', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: liveOtherProcess(), role: 'cli' }))
    await expect(openDatabase({ dataDir: dir, role: 'cli' })).rejects.toThrow(/already in use/)
  })

  it('a CLI reaches a running server’s PGlite through its socket', async () => {
    const dir = tempDir()
    const pglite = await PGlite.create()
    await pglite.exec(`create table marker (value text); insert into marker values ('from-server')`)
    const socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 })
    await socket.start()
    const port = Number(socket.getServerConn().split(':').pop())
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: liveOtherProcess(), role: 'server', port }))
    const handle = await openDatabase({ dataDir: dir, role: 'cli' })
    try {
      expect(handle.kind).toBe('pglite')
      expect(handle.pglite).toBeUndefined()
      const { sql } = await import('drizzle-orm')
      const rows = rowsOf<{ value: string }>(await handle.db.execute(sql`select value from marker`))
      expect(rows).toEqual([{ value: 'from-server' }])
    } finally {
      await handle.close()
      await socket.stop()
      await pglite.close()
    }
  })

  it('release removes only its own lock', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir, 'cli')
    lock.setPort(1234)
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      role: 'cli',
      port: 1234,
    })
    lock.release()
    lock.release()
    expect(() => readFileSync(join(dir, LOCK_FILE))).toThrow()
  })
})
