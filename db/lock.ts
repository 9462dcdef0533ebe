/**
 * A lock file in the PGlite data directory: `{ pid, role, port? }`. Created with O_EXCL so two
 * processes cannot both win; a lock whose process is gone is stale and taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'opsai.lock'

export interface LockContent {
  pid: number
  role: 'server' | 'cli'
  /** Loopback port of the server's PGlite socket, once it listens. */
  port?: number
}

export interface DataDirLock {
  path: string
  setPort(port: number): void
  release(): void
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { pid, role, port } = parsed as Record<string, unknown>
    if (typeof pid !== 'number' || (role !== 'server' && role !== 'cli')) return undefined
    return { pid, role, port: typeof port === 'number' ? port : undefined }
  } catch {
    return undefined
  }
}

/** The lock of a live process other than this one, if any. */
export function readLiveLock(directory: string): LockContent | undefined {
  const content = readLock(join(directory, LOCK_FILE))
  if (!content || content.pid === process.pid || !isAlive(content.pid)) return undefined
  return content
}

export function acquireDataDirLock(directory: string, role: LockContent['role']): DataDirLock {
  const path = join(directory, LOCK_FILE)
  const content: LockContent = { pid: process.pid, role }
  try {
    writeFileSync(path, JSON.stringify(content), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const existing = readLock(path)
    if (existing && existing.pid !== process.pid && isAlive(existing.pid)) {
      throw new Error(`data directory ${directory} is locked by pid ${existing.pid}`)
    }
    // Stale lock from a process that died (e.g. SIGKILL): take it over.
    writeFileSync(path, JSON.stringify(content))
  }
  let released = false
  return {
    path,
    setPort(port) {
      content.port = port
      writeFileSync(path, JSON.stringify(content))
    },
    release() {
      if (released) return
      released = true
      const current = readLock(path)
      if (current?.pid === process.pid) rmSync(path, { force: true })
    },
  }
}
