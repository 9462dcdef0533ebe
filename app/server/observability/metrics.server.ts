/**
 * The process's Prometheus metrics (ADR 042), read at `GET /metrics`.
 *
 * One registry per process, on globalThis: the HTTP layer (cli/lib/http-server.ts, in the
 * launcher's bundle) and the app (routes, the ledger, the SSE streams, in dist/server) each have
 * their own copy of this module, and both must count into the same series. Labels are short
 * fixed lists (a route pattern, a status, a job kind): never a raw URL, a user or a tenant.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What only the database knows, read when Prometheus scrapes (database-metrics.server.ts). */
export interface ScrapeSources {
  /** Jobs waiting (`queued`) and running, per queue. */
  queueDepth(): Promise<{ queue: string; state: string; jobs: number }[]>
  /** The connection pool: its configured size, and what of it is measurable. */
  pool(): Promise<{ driver: string; max: number; open?: number; busy?: number }>
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Seconds: a cached page answers in a millisecond, a chat stream's headers after the model's first token. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

function createMetrics() {
  const registry = new Registry()
  // The process's CPU, memory, event-loop lag, handles and GC, under their usual names.
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  let sources: ScrapeSources | undefined

  const scrapeErrors = new Counter({
    name: 'opsai_metrics_scrape_errors_total',
    help: 'Scrapes that could not read a value from the database (the series is then left out).',
    labelNames: ['source'] as const,
    registers,
  })
  /** Runs a scrape-time read; a database that does not answer leaves the series out, not the scrape. */
  async function fromSources(source: string, read: (from: ScrapeSources) => Promise<void>) {
    if (!sources) return
    try {
      await read(sources)
    } catch {
      scrapeErrors.inc({ source })
    }
  }

  const queueDepth: Gauge<'queue' | 'state'> = new Gauge({
    name: 'opsai_job_queue_depth',
    help: 'Jobs queued or running, per queue (background, knowledge), read from the database at scrape time.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      queueDepth.reset()
      await fromSources('queue_depth', async (from) => {
        for (const row of await from.queueDepth())
          queueDepth.set({ queue: row.queue, state: row.state }, row.jobs)
      })
    },
  })
  // The registry collects its metrics concurrently: both pool gauges share one read per scrape.
  let poolRead: ReturnType<ScrapeSources['pool']> | undefined
  const readPool = (from: ScrapeSources) => {
    poolRead ??= from.pool().finally(() => {
      poolRead = undefined
    })
    return poolRead
  }
  const poolMax: Gauge<'driver'> = new Gauge({
    name: 'opsai_db_pool_max_connections',
    help: 'Connections the database pool may open (PGlite: one, in process).',
    labelNames: ['driver'] as const,
    registers,
    async collect() {
      poolMax.reset()
      await fromSources('pool', async (from) => {
        const pool = await readPool(from)
        poolMax.set({ driver: pool.driver }, pool.max)
      })
    },
  })
  const poolConnections: Gauge<'driver' | 'state'> = new Gauge({
    name: 'opsai_db_pool_connections',
    help: 'Connections of this process: open, and busy (running a statement); PostgreSQL reports them, PGlite has its one.',
    labelNames: ['driver', 'state'] as const,
    registers,
    async collect() {
      poolConnections.reset()
      await fromSources('pool', async (from) => {
        const pool = await readPool(from)
        if (pool.open !== undefined) poolConnections.set({ driver: pool.driver, state: 'open' }, pool.open)
        if (pool.busy !== undefined) poolConnections.set({ driver: pool.driver, state: 'busy' }, pool.busy)
      })
    },
  })

  return {
    registry,
    setSources(next: ScrapeSources | undefined) {
      sources = next
    },
    httpRequests: new Counter({
      name: 'opsai_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'opsai_http_request_duration_seconds',
      help: 'Time to the response headers (a stream counts until its first byte), by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    sseStreams: new Gauge({
      name: 'opsai_sse_streams_open',
      help: 'Server-sent event streams open now (chat turns, /v1 streamed completions).',
      registers,
    }),
    tokensReserved: new Counter({
      name: 'opsai_tokens_reserved_total',
      help: 'Credits held by reservations before model calls.',
      registers,
    }),
    tokensSettled: new Counter({
      name: 'opsai_tokens_settled_total',
      help: 'Credits charged when reservations were settled (the rest of each hold was released).',
      registers,
    }),
    jobFailures: new Counter({
      name: 'opsai_job_failures_total',
      help: 'Failed job runs, per queue and job kind; outcome "retry" is queued again, "failed" is final.',
      labelNames: ['queue', 'kind', 'outcome'] as const,
      registers,
    }),
  }
}

type Metrics = ReturnType<typeof createMetrics>
const KEY = Symbol.for('opsai.metrics')
const holder = globalThis as { [KEY]?: Metrics }

function metrics(): Metrics {
  holder[KEY] ??= createMetrics()
  return holder[KEY]
}

/** The database reads of a scrape (the server sets them once its database is open). */
export function setScrapeSources(sources: ScrapeSources | undefined) {
  metrics().setSources(sources)
}

/** The registry as Prometheus reads it: its text format and that format's content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics()
  return { body: await registry.metrics(), contentType: registry.contentType }
}

export function recordHttpRequest(request: {
  method: string
  route: string
  status: number
  seconds: number
}) {
  const method = METHODS.has(request.method) ? request.method : 'OTHER'
  const m = metrics()
  m.httpRequests.inc({ method, route: request.route, status: String(request.status) })
  m.httpDuration.observe({ method, route: request.route }, request.seconds)
}

export function sseStreamOpened() {
  metrics().sseStreams.inc()
}

export function sseStreamClosed() {
  metrics().sseStreams.dec()
}

export function tokensReserved(credits: number) {
  if (credits > 0) metrics().tokensReserved.inc(credits)
}

export function tokensSettled(credits: number) {
  if (credits > 0) metrics().tokensSettled.inc(credits)
}

export function jobFailed(failure: { queue: 'background' | 'knowledge'; kind: string; final: boolean }) {
  metrics().jobFailures.inc({
    queue: failure.queue,
    kind: failure.kind,
    outcome: failure.final ? 'failed' : 'retry',
  })
}
