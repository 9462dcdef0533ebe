/**
 * The figures of the running server (issue 10): SSR throughput (bench/ssr.ts), the server's
 * resident memory after the runs, and the time `npm start` takes to serve its first page.
 *
 * Measured on the production build started as users start it (bench/server-process.ts), first
 * on PostgreSQL (a scratch database, dropped afterwards) — the figures with budgets — then on
 * PGlite in a fresh data directory, reported for comparison. The start is timed on that PGlite
 * directory once it exists (migrated and seeded): a restart, which is what operators do.
 */
import { join } from 'node:path'
import { withThrowawayDirectory, withThrowawayPostgres } from '../db/throwaway'
import { type ServerProcess, startServerProcess } from './server-process'
import { BENCH_DEMO_PASSWORD, measureSsr, type PageThroughput, type SsrFigures } from './ssr'

const MB = 1024 * 1024
const PORT = 4391
const START_RUNS = 3

export const SERVER_BUDGETS = {
  /** Anonymous sign-in pages (render cache) against bare node:http, same bytes. */
  anonymousPageRatio: 0.1,
  /** The signed-in home (session, tenant and balance looked up on every request). */
  signedInHomeRatio: 0.012,
  rssAfterRunsMb: 300,
}

export type DatabaseKind = 'PostgreSQL' | 'PGlite'

export interface ServerRunFigures {
  kind: DatabaseKind
  ssr: SsrFigures
  rssAfterRunsBytes: number
  peakRssBytes: number
}

export interface ServerFigures {
  postgres: ServerRunFigures
  pglite: ServerRunFigures
  /** Restarts on the existing PGlite directory: median milliseconds to "serving on" and to a page. */
  start: { servingMs: number; firstPageMs: number }
}

export interface ServerBenchHooks {
  /** More runs against the same server before its memory is read (the chat-stream benchmark). */
  afterSsr?: (server: ServerProcess, kind: DatabaseKind) => Promise<void>
}

async function run(
  kind: DatabaseKind,
  database: { databaseUrl?: string; dataDir: string },
  hooks: ServerBenchHooks,
): Promise<ServerRunFigures> {
  const server = await startServerProcess({
    port: PORT,
    ...database,
    env: { OPSAI_DEMO_PASSWORD: BENCH_DEMO_PASSWORD },
  })
  try {
    const ssr = await measureSsr(server)
    await hooks.afterSsr?.(server, kind)
    // Read at once, with no pause for the collector to tidy up: what the runs left behind.
    return { kind, ssr, rssAfterRunsBytes: server.rss(), peakRssBytes: server.peakRss() }
  } finally {
    await server.stop()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function timeStarts(dataDir: string) {
  const serving: number[] = []
  const firstPage: number[] = []
  for (let attempt = 0; attempt < START_RUNS; attempt++) {
    const server = await startServerProcess({ port: PORT, dataDir })
    try {
      firstPage.push(await server.firstPageAfterMs('/login'))
      serving.push(server.readyAfterMs)
    } finally {
      await server.stop()
    }
  }
  return { servingMs: median(serving), firstPageMs: median(firstPage) }
}

export async function measureServerFigures(
  postgresUrl: string,
  hooks: ServerBenchHooks = {},
): Promise<ServerFigures> {
  return withThrowawayDirectory('opsai-bench-server-', async (scratch) => {
    const postgres = await withThrowawayPostgres(postgresUrl, { prefix: 'opsai_bench_ssr' }, (databaseUrl) =>
      run('PostgreSQL', { databaseUrl, dataDir: join(scratch, 'unused') }, hooks),
    )
    const dataDir = join(scratch, 'pglite')
    const pglite = await run('PGlite', { dataDir }, hooks)
    return { postgres, pglite, start: await timeStarts(dataDir) }
  })
}

export interface Recorder {
  record(name: string, value: number, unit: string, budget: number, kind: 'max' | 'min'): void
  note(name: string, value: number, unit: string): void
}

function reportPage(out: Recorder, kind: DatabaseKind, page: PageThroughput, budget: number) {
  const name = `SSR ${page.label} (${kind})`
  if (kind === 'PostgreSQL') out.record(`${name}: ratio to bare node:http`, page.ratio, '×', budget, 'min')
  else out.note(`${name}: ratio to bare node:http`, page.ratio, '×')
  out.note(`${name}: requests/s`, page.page.requestsPerSecond, 'req/s')
  out.note(`${name}: p50 / p99`, page.page.p50Ms, `ms / ${page.page.p99Ms.toFixed(1)} ms`)
  out.note(`${name}: bare node:http requests/s`, page.bare.requestsPerSecond, 'req/s')
  out.note(`${name}: bare node:http p50 / p99`, page.bare.p50Ms, `ms / ${page.bare.p99Ms.toFixed(1)} ms`)
}

export function reportServerFigures(figures: ServerFigures, out: Recorder) {
  for (const run of [figures.postgres, figures.pglite]) {
    reportPage(out, run.kind, run.ssr.brandedLogin, SERVER_BUDGETS.anonymousPageRatio)
    reportPage(out, run.kind, run.ssr.mappedHostLogin, SERVER_BUDGETS.anonymousPageRatio)
    reportPage(out, run.kind, run.ssr.signedInHome, SERVER_BUDGETS.signedInHomeRatio)
  }
  const { postgres, pglite } = figures
  out.record(
    'anonymous sign-in pages answered by the render cache',
    Number(postgres.ssr.anonymousFromCache),
    'bool',
    1,
    'min',
  )
  out.record(
    'sign-in pages show the brand of their path and Host',
    Number(postgres.ssr.brandShown),
    'bool',
    1,
    'min',
  )
  out.record(
    'signed-in home rendered per member, never cached',
    Number(postgres.ssr.signedInRendered),
    'bool',
    1,
    'min',
  )
  out.record(
    'server RSS after the runs (PostgreSQL)',
    postgres.rssAfterRunsBytes / MB,
    'MB',
    SERVER_BUDGETS.rssAfterRunsMb,
    'max',
  )
  out.note('server peak RSS (PostgreSQL)', postgres.peakRssBytes / MB, 'MB')
  out.note('server RSS after the runs (PGlite)', pglite.rssAfterRunsBytes / MB, 'MB')
  out.note('server peak RSS (PGlite)', pglite.peakRssBytes / MB, 'MB')
  out.note('npm start on an existing PGlite directory: to "serving on"', figures.start.servingMs, 'ms')
  out.note(
    'npm start on an existing PGlite directory: to the first served page',
    figures.start.firstPageMs,
    'ms',
  )
}
