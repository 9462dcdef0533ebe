/**
 * A PostgreSQL cluster of the suite's own (Debian's binaries, a temporary directory, a free
 * port), so it can be restarted under load without touching the shared server on 5432.
 * initdb and postgres refuse to run as root: as root (CI) they run as the `postgres` user.
 */
import { execFile, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './opsai-server'

const BIN = '/usr/lib/postgresql/15/bin'

export interface ThrowawayPostgres {
  url: string
  port: number
  /**
   * `pg_ctl restart -m <mode>`; resolves when the server accepts connections again. Async, so
   * the test's own streams keep being read while it runs.
   */
  restart(mode: 'fast' | 'immediate'): Promise<{ tookMs: number }>
  stop(): void
}

/** Runs a PostgreSQL binary as the current user, or as `postgres` when that is root. */
function asOwner(): {
  command(program: string, args: string[]): [string, string[]]
  uid?: number
  gid?: number
} {
  if (userInfo().uid !== 0) return { command: (program, args) => [join(BIN, program), args] }
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const uid = id('-u')
  if (uid.status !== 0) throw new Error('running as root and there is no postgres user to run initdb as')
  return {
    command: (program, args) => ['runuser', ['-u', 'postgres', '--', join(BIN, program), ...args]],
    uid: Number(uid.stdout.trim()),
    gid: Number(id('-g').stdout.trim()),
  }
}

/** `port`: a fixed one (the cluster suite keeps to its own range); a free one otherwise. */
export async function startThrowawayPostgres(options: { port?: number } = {}): Promise<ThrowawayPostgres> {
  const owner = asOwner()
  const root = mkdtempSync('/tmp/opsai-resilience-pg-')
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(root, owner.uid, owner.gid)
  const dataDir = join(root, 'data')
  const port = options.port ?? (await freePort())
  const run = (program: string, args: string[]) => {
    const [file, argv] = owner.command(program, args)
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 })
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`)
    }
  }
  // Durability as in production (fsync stays on); only initdb's own syncing is skipped.
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=100`
  const ctlArgs = (action: string, extra: string[] = []) => [
    '-D',
    dataDir,
    '-l',
    join(root, 'postgres.log'),
    '-o',
    serverOptions,
    '-w',
    ...extra,
    action,
  ]
  run('pg_ctl', ctlArgs('start'))
  // A test process that ends abruptly (a timeout, Ctrl-C) must not leave the cluster running.
  const stopNow = () => {
    const [file, argv] = owner.command('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'])
    spawnSync(file, argv)
    rmSync(root, { recursive: true, force: true })
  }
  process.once('exit', stopNow)
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'opsai'])
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/opsai`,
    port,
    async restart(mode) {
      const started = Date.now()
      const [file, argv] = owner.command('pg_ctl', ctlArgs('restart', ['-m', mode]))
      await promisify(execFile)(file, argv, { timeout: 60_000 })
      return { tookMs: Date.now() - started }
    },
    stop() {
      if (stopped) return
      stopped = true
      process.removeListener('exit', stopNow)
      stopNow()
    },
  }
}
