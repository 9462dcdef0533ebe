/**
 * The production build as a user runs it: `node bin/opsai.mjs server start --no-build` in a
 * child process, on a PGlite directory or a PostgreSQL URL, with a model provider of the test's
 * choosing. The child is the server itself (bin/opsai.mjs compiles the CLI in-process), so its
 * pid is the one to kill or to measure.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

/** Passwords the server's seed and first administrator get (the suite signs in with them). */
export const DEMO_PASSWORD = 'Demo-resilience-Passw0rd!'
export const ADMIN = { email: 'admin@opsai.test', password: 'Admin-resilience-Passw0rd!' }

export interface OpsaiServer {
  url: string
  pid: number
  /** Everything the server printed, stdout and stderr interleaved. */
  output(): string
  /** Resident memory of the server process, in KiB (VmRSS of /proc/<pid>/status). */
  rssKiB(): number
  kill(signal: NodeJS.Signals): void
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | NodeJS.Signals>
  /** SIGTERM (a clean shutdown), then SIGKILL if it is still up after 10 s. */
  stop(): Promise<void>
}

export interface StartServerOptions {
  /** PostgreSQL URL; without it the server uses PGlite in `dataDir`. */
  databaseUrl?: string
  dataDir?: string
  /** Extra environment (model provider, Stripe, timeouts). */
  env?: Record<string, string>
  startTimeoutMs?: number
  /** A fixed port (the cluster suite restarts an instance behind nginx on the same one). */
  port?: number
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms))

export function readRssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`)
  return Number(match[1])
}

export async function startOpsaiServer(options: StartServerOptions): Promise<OpsaiServer> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OPSAI_BASE_URL: url,
    // Unset (vitest's 'test' removed): bin/opsai.mjs fills in production for React, and this
    // stays development mode with demo data; explicit NODE_ENV=production is production mode (ADR 032).
    NODE_ENV: undefined,
    // CI exports DATABASE_URL for Vitest; the server under test uses only what the test gives it.
    DATABASE_URL: options.databaseUrl ?? '',
    OPSAI_DATA_DIR: options.dataDir ?? '',
    BETTER_AUTH_SECRET: 'resilience-suite-secret-0123456789abcdef',
    // One key for every instance of a rolling restart on one database (ADR 033).
    OPSAI_SECRET_KEY: 'c2VjcmV0LWtleS1vZi10aGUtcmVzaWxpZW5jZS1zdWk=',
    OPSAI_ADMIN_EMAIL: ADMIN.email,
    OPSAI_ADMIN_PASSWORD: ADMIN.password,
    OPSAI_DEMO_PASSWORD: DEMO_PASSWORD,
    // The suite signs in and chats far faster than a person; the limits have their own tests.
    OPSAI_SIGNIN_MAX_ATTEMPTS: '100000',
    OPSAI_CHAT_MAX_REQUESTS: '100000',
    OPSAI_PUBLIC_SENTRY_DSN: '',
    ...options.env,
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'bin/opsai.mjs'), 'server', 'start', '--no-build'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    // Only the tail matters for a failure report; a long soak must not grow this without end.
    if (output.length > 200_000) output = output.slice(-100_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | NodeJS.Signals>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(signal ?? code ?? 0))
  })
  let gone = false
  let stopping = false
  void exited.then((how) => {
    gone = true
    // A server that dies on its own is a finding: show why, whatever the test then reports.
    if (!stopping && how !== 'SIGKILL') {
      console.error(
        `[resilience] the server exited by itself (${how}); its last output:\n${output.slice(-4000)}`,
      )
    }
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('the server process did not start')
  // A test process that ends abruptly must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  void exited.then(() => process.removeListener('exit', killOnExit))

  const server: OpsaiServer = {
    url,
    pid,
    output: () => output,
    rssKiB: () => readRssKiB(pid),
    kill: (signal) => {
      if (gone) return
      // A test's own SIGTERM or SIGINT is a shutdown it asked for, not a finding.
      if (signal === 'SIGTERM' || signal === 'SIGINT') stopping = true
      child.kill(signal)
    },
    exited,
    async stop() {
      if (gone) return
      stopping = true
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was healthy:\n${output}`)
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false)
    if (healthy) return server
    await sleep(250)
  }
  await server.stop()
  throw new Error(`the server was not healthy within the start timeout:\n${output}`)
}
