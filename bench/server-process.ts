/**
 * The built server as the benchmarks see it: `node bin/opsai.mjs server start --no-build` in its
 * own process, on a given database (a PostgreSQL URL, or a PGlite data directory), with its
 * resident memory read from /proc/<pid>/status.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { ROOT } from '../cli/lib/build'

export interface ServerProcessOptions {
  port: number
  /** PostgreSQL URL; when unset the server uses PGlite in `dataDir`. */
  databaseUrl?: string
  dataDir: string
  env?: Record<string, string>
  /** Flags for node itself, e.g. `--cpu-prof` to profile a run (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[]
  /** How long to wait for "serving on" (a first start migrates and seeds). */
  startTimeoutMs?: number
}

export interface ServerProcess {
  baseUrl: string
  pid: number
  /** Everything the server printed to stdout so far (the demo seed prints its credentials). */
  output(): string
  /** Resolves true when the server next prints `text`, false after `timeoutMs` without it. */
  nextOutput(text: string, timeoutMs: number): Promise<boolean>
  /** Milliseconds from spawn to the "serving on" line. */
  readyAfterMs: number
  /** Milliseconds from spawn until `path` first answered 200 (polled every 10 ms). */
  firstPageAfterMs(path: string): Promise<number>
  /** Resident set size now, in bytes (VmRSS). */
  rss(): number
  /** Peak resident set size so far, in bytes (VmHWM). */
  peakRss(): number
  stop(): Promise<void>
}

/** A value of /proc/<pid>/status in bytes (the file gives kB). */
export function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
  if (!match?.[1]) throw new Error(`/proc/${pid}/status has no ${field}`)
  return Number(match[1]) * 1024
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const started = performance.now()
  const child: ChildProcessByStdio<null, Readable, null> = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), join(ROOT, 'bin/opsai.mjs'), 'server', 'start', '--no-build'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // Unset: bin/opsai.mjs fills in production for React, while the demo seed still runs
        // (an explicit NODE_ENV=production is production mode, ADR 032).
        NODE_ENV: undefined,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        OPSAI_BASE_URL: `http://localhost:${options.port}`,
        DATABASE_URL: options.databaseUrl ?? '',
        OPSAI_DATA_DIR: options.dataDir,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    // The access log under load would grow this without end: keep the start and the last 64 KB.
    output =
      output.length > 256 * 1024
        ? output.slice(0, 64 * 1024) + output.slice(-64 * 1024) + chunk
        : output + chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  // A benchmark that crashes must not leave a server holding its port and database.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  void exited.then(() => process.off('exit', killOnExit))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start within ${options.startTimeoutMs ?? 120_000} ms:\n${output}`))
    }, options.startTimeoutMs ?? 120_000)
    const onData = () => {
      if (!output.includes('serving on')) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      resolve()
    }
    child.stdout.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code} before serving:\n${output}`))
    })
  })
  const readyAfterMs = performance.now() - started
  const pid = child.pid as number
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    pid,
    output: () => output,
    nextOutput: (text, timeoutMs) =>
      new Promise<boolean>((resolve) => {
        // A line may arrive in two chunks: each is searched with the end of the one before.
        let tail = ''
        const done = (seen: boolean) => {
          clearTimeout(timer)
          child.stdout.off('data', onData)
          resolve(seen)
        }
        const onData = (chunk: string) => {
          if ((tail + chunk).includes(text)) done(true)
          tail = chunk.slice(-text.length)
        }
        const timer = setTimeout(() => done(false), timeoutMs)
        child.stdout.on('data', onData)
      }),
    readyAfterMs,
    async firstPageAfterMs(path) {
      for (;;) {
        const response = await fetch(`http://127.0.0.1:${options.port}${path}`, { redirect: 'manual' }).catch(
          () => undefined,
        )
        await response?.arrayBuffer()
        if (response?.status === 200) return performance.now() - started
        if (performance.now() - started > (options.startTimeoutMs ?? 120_000)) {
          throw new Error(`${path} did not answer 200 (last: ${response?.status ?? 'no answer'})`)
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    rss: () => procStatusBytes(pid, 'VmRSS'),
    peakRss: () => procStatusBytes(pid, 'VmHWM'),
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGINT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
