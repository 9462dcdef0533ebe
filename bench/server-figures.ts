/**
 * The figures of the running server (issues 10 and 22): the pages under load (bench/pages.ts)
 * against bare node:http and the framework floor, the chat figures (bench/stream.ts) on the same
 * server, its resident memory after the whole run, and the time `npm start` takes to serve.
 *
 * Measured on the production build started as users start it (bench/server-process.ts), on
 * PostgreSQL (a scratch database, dropped afterwards) and on PGlite in a fresh data directory.
 * The start is timed on that PGlite directory once it exists (migrated and seeded): a restart.
 */
import { join } from 'node:path'
import { IDLE_COLLECTION_LOG, IDLE_QUIET_MS } from '../cli/lib/idle-heap-collector'
import { withThrowawayDirectory, withThrowawayPostgres } from '../db/throwaway'
import { withFloorServer } from './floor'
import { BENCH_ADMIN, BENCH_DEMO_PASSWORD, measurePages, type PageFigures } from './pages'
import { type ServerProcess, startServerProcess } from './server-process'
import { measureAgainstBare, type Throughput } from './ssr'
import { measureStreamOn, type StreamFigures, startModelServer, streamServerEnv } from './stream'

const PORT = 4391
const START_RUNS = 3

export type DatabaseKind = 'PostgreSQL' | 'PGlite'

export interface ServerRunFigures {
  kind: DatabaseKind
  pages: PageFigures
  /** The chat figures, on PostgreSQL (they read the ledger directly). */
  stream?: StreamFigures
  /** Once the server has been quiet and given back the load's garbage (cli/lib/idle-heap-collector.ts). */
  rssAfterRunsBytes: number
  /** The moment the last request ended, before the quiet period. */
  rssAtEndBytes: number
  /** Whether the server reported its idle collection (false: its heap had not grown enough to). */
  idleCollected: boolean
  peakRssBytes: number
}

export interface ServerFigures {
  floor: Throughput
  postgres: ServerRunFigures
  pglite: ServerRunFigures
  /** Restarts on the existing PGlite directory: median milliseconds to "serving on" and to a page. */
  start: { servingMs: number; firstPageMs: number }
}

async function run(
  kind: DatabaseKind,
  database: { databaseUrl?: string; dataDir: string },
  limits: { floorUrl: string; modelUrl: string },
): Promise<ServerRunFigures> {
  const server: ServerProcess = await startServerProcess({
    port: PORT,
    ...database,
    // Profiling a run: BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    env: {
      ...streamServerEnv(limits.modelUrl),
      OPSAI_DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      OPSAI_ADMIN_EMAIL: BENCH_ADMIN.email,
      OPSAI_ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
  })
  try {
    const pages = await measurePages(server, limits.floorUrl)
    const stream = database.databaseUrl
      ? await measureStreamOn(server, database.databaseUrl, limits.modelUrl)
      : undefined
    const rssAtEndBytes = server.rss()
    // What the server holds once quiet: it gives the load's garbage back after IDLE_QUIET_MS, and
    // says so in its log; a heap that grew too little to bother is read when that time is past.
    const idleCollected = await server.nextOutput(IDLE_COLLECTION_LOG, IDLE_QUIET_MS + 25_000)
    return {
      kind,
      pages,
      stream,
      rssAfterRunsBytes: server.rss(),
      rssAtEndBytes,
      idleCollected,
      peakRssBytes: server.peakRss(),
    }
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

export async function measureServerFigures(postgresUrl: string): Promise<ServerFigures> {
  const model = await startModelServer()
  try {
    return await withFloorServer((floorUrl) =>
      withThrowawayDirectory('opsai-bench-server-', async (scratch) => {
        const floor = await measureAgainstBare('framework floor', { url: floorUrl, headers: {} })
        const limits = { floorUrl, modelUrl: model.url }
        const postgres = await withThrowawayPostgres(
          postgresUrl,
          { prefix: 'opsai_bench_ssr' },
          (databaseUrl) => run('PostgreSQL', { databaseUrl, dataDir: join(scratch, 'unused') }, limits),
        )
        const dataDir = join(scratch, 'pglite')
        const pglite = await run('PGlite', { dataDir }, limits)
        return { floor, postgres, pglite, start: await timeStarts(dataDir) }
      }),
    )
  } finally {
    await model.stop()
  }
}
