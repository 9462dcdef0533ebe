/**
 * Chat stream overhead (issue 10): the time to first token through
 * `POST /api/chats/{kind}/{keyword}/messages` (SSE) on the production build, on PostgreSQL (a
 * scratch database), minus the time to first token of the local OpenAI-compatible test server
 * the server calls (app/server/ai/testing/openai-test-server.ts, the one e2e runs on port 4176;
 * here on a port of its own so a concurrent e2e run is not disturbed), asked directly by the same
 * client. Both are measured alternately, one stream at a time; the budget is on the median.
 * Then 200 streams at once: none may fail, and the tenant's balance must drop by exactly the
 * tokens the streams reported as charged, which must equal the usage the model reported.
 */
import { spawn } from 'node:child_process'
import { setMaxListeners } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { parseSse } from '../app/lib/sse.shared'
import { appendLedgerEntry, getBalance } from '../app/server/ledger/ledger.server'
import { ROOT } from '../cli/lib/build'
import { openDatabase } from '../db/client'
import { tenants } from '../db/schema'
import { createThrowawayDirectory, withThrowawayPostgres } from '../db/throwaway'
import { BENCH_DEMO_PASSWORD as DEMO_PASSWORD } from './pages'
import { type ServerProcess, startServerProcess } from './server-process'

const APP_PORT = 4381
const MODEL_PORT = 4382
const SAMPLES = 100
const WARMUP = 5
export const CONCURRENT_STREAMS = 200
export const IDLE_STREAMS = 2000
/** Turns measured one at a time while CONCURRENT_STREAMS others stream. */
const BUSY_SAMPLES = 50
const DEMO_SLUG = 'hirameki'
const CHAT_PATH = '/api/chats/chat/default/messages'
const QUESTION = '来週の会議の議題を三つ考えてください'

export interface StreamFigures {
  /** CPU the server process spent per chat turn (one at a time): what load multiplies. */
  serverCpuMsPerTurn: number
  appFirstTokenMs: number
  modelFirstTokenMs: number
  overheadMs: number
  concurrent: {
    streams: number
    errors: number
    seconds: number
    charged: number
    reportedUsage: number
    balanceDrop: number
    exact: boolean
    /** A new turn's time to first token over the model's own while CONCURRENT_STREAMS stream. */
    p50Ms: number
    p99Ms: number
    /** How many of those streams were open while it was measured. */
    open: number
  }
  /** Over the model's own, one stream at a time. */
  one: { p50Ms: number; p99Ms: number }
  /** Streams open on a silent model after their first token. */
  idle: { open: number; failures: number; rssPerStreamBytes: number }
}

interface StreamResult {
  status: number
  firstTokenMs: number
  events: { event: string; data: Record<string, unknown> }[]
}

/** Reads an SSE response to its end, noting when the first event named `firstEvent` arrived. */
async function readSse(
  response: Response,
  started: number,
  isFirstToken: (event: string, data: string) => boolean,
) {
  const events: StreamResult['events'] = []
  let firstTokenMs = Number.NaN
  if (!response.body) return { events, firstTokenMs }
  for await (const { event, data, raw } of parseSse(response.body as ReadableStream<Uint8Array>)) {
    if (Number.isNaN(firstTokenMs) && isFirstToken(event, raw)) firstTokenMs = performance.now() - started
    if (raw && raw !== '[DONE]') events.push({ event, data: data as Record<string, unknown> })
  }
  return { events, firstTokenMs }
}

/** One chat turn through the product's API, as a script with a bearer token would send it. */
async function appStream(baseUrl: string, token: string): Promise<StreamResult> {
  const started = performance.now()
  const response = await fetch(`${baseUrl}${CHAT_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: QUESTION }),
  })
  if (response.status !== 200) return { status: response.status, firstTokenMs: Number.NaN, events: [] }
  const { events, firstTokenMs } = await readSse(response, started, (event) => event === 'delta')
  return { status: response.status, firstTokenMs, events }
}

/** The same question straight to the model server, as the product's provider asks it. */
async function modelStream(modelUrl: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${modelUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'bench-model',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 2048,
      messages: [{ role: 'user', content: QUESTION }],
    }),
  })
  if (response.status !== 200) throw new Error(`model server answered ${response.status}`)
  const { firstTokenMs } = await readSse(response, started, (_event, data) => data.includes('"content":"'))
  return firstTokenMs
}

/** User + system CPU of a process so far, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** The test model server in its own process, like e2e runs it. */
export async function startModelServer() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'app/server/ai/testing/openai-test-server.ts'),
      '--port',
      String(MODEL_PORT),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('/v1')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the model test server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${MODEL_PORT}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGINT')
      }),
  }
}

async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  const token = response.headers.get('set-auth-token')
  if (response.status !== 200 || !token) throw new Error(`sign-in of ${email}: ${response.status}`)
  return token
}

function failed(result: StreamResult) {
  const done = result.events.find((event) => event.event === 'done')
  return (
    result.status !== 200 ||
    result.events.some((event) => event.event === 'error') ||
    done?.data.status !== 'complete'
  )
}

/** Percentile `p` (0–100) of `values`, nearest rank. */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** The model server's extra for the next `count` calls: one chunk, then silence (an idle stream). */
async function enqueueStalls(modelUrl: string, count: number) {
  for (let left = count; left > 0; left -= 1000) {
    const scripts = Array.from({ length: Math.min(1000, left) }, () => ({
      text: 'はい、',
      stallAfterChunks: 1,
    }))
    const response = await fetch(`${modelUrl}/__control/enqueue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scripts),
    })
    if (response.status !== 200) throw new Error(`model server enqueue: ${response.status}`)
  }
}

/** `count` chat streams that got their first token and then wait on a silent model. */
async function openStalledStreams(server: ServerProcess, token: string, modelUrl: string, count: number) {
  await enqueueStalls(modelUrl, count)
  const readers = new AbortController()
  // Every stream listens on the one signal that ends them all.
  setMaxListeners(count + 10, readers.signal)
  let open = 0
  let failures = 0
  let allOpen: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    allOpen = resolve
  })
  const streams = Array.from({ length: count }, async () => {
    try {
      // A signal of its own, ended by the shared one: undici caps each fetch's signal at 1 500
      // listeners, which 2 000 streams on one signal passed with a warning per stream.
      const reader = new AbortController()
      readers.signal.addEventListener('abort', () => reader.abort(), { once: true })
      const response = await fetch(`${server.baseUrl}${CHAT_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: QUESTION }),
        signal: reader.signal,
      })
      if (response.status !== 200 || !response.body) throw new Error(String(response.status))
      let counted = false
      for await (const { event } of parseSse(response.body as ReadableStream<Uint8Array>)) {
        if (event === 'delta' && !counted) {
          counted = true
          open += 1
          if (open + failures === count) allOpen()
        }
      }
    } catch {
      if (!readers.signal.aborted) {
        failures += 1
        if (open + failures === count) allOpen()
      }
    }
  })
  await opened
  return {
    open,
    failures,
    /** Every reader leaves; the server stops the turns and settles them. */
    close: async () => {
      readers.abort()
      await Promise.all(streams)
      // Scripts a stream did not take (a turn that never reached the model) must not stall the next ones.
      await fetch(`${modelUrl}/__control/reset`, { method: 'POST' })
    },
  }
}

/** IDLE_STREAMS open streams: the server's resident memory they add, per stream. */
async function measureIdleStreams(server: ServerProcess, token: string, modelUrl: string) {
  const before = server.rss()
  const streams = await openStalledStreams(server, token, modelUrl, IDLE_STREAMS)
  const after = server.rss()
  await streams.close()
  return {
    open: streams.open,
    failures: streams.failures,
    rssPerStreamBytes: (after - before) / IDLE_STREAMS,
  }
}

/** Time to first token of the app and of the model alone, one turn at a time, alternately. */
async function sampleFirstTokens(server: ServerProcess, token: string, modelUrl: string, samples: number) {
  const app: number[] = []
  const direct: number[] = []
  for (let index = 0; index < samples; index++) {
    const result = await appStream(server.baseUrl, token)
    if (failed(result)) throw new Error(`a stream failed: ${JSON.stringify(result)}`)
    app.push(result.firstTokenMs)
    direct.push(await modelStream(modelUrl))
  }
  return {
    p50Ms: percentile(app, 50) - percentile(direct, 50),
    p99Ms: percentile(app, 99) - percentile(direct, 99),
  }
}

/** Waits until no reservation is held (the stopped turns settled), at most 30 s. */
async function settled(read: () => Promise<{ reserved: number }>) {
  const deadline = Date.now() + 30_000
  while ((await read()).reserved !== 0) {
    if (Date.now() > deadline) throw new Error('reservations still held 30 s after the idle streams ended')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The chat figures on a running server whose model is the test server at `modelUrl`. */
export async function measureStreamOn(
  server: ServerProcess,
  databaseUrl: string,
  modelUrl: string,
): Promise<StreamFigures> {
  const handle = await openDatabase({ databaseUrl, maxConnections: 2 })
  try {
    const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.slug, DEMO_SLUG))
    if (!tenant) throw new Error(`the demo tenant ${DEMO_SLUG} was not seeded`)
    await appendLedgerEntry(handle.db, tenant.id, {
      kind: 'additional_grant',
      amount: 1_000_000_000,
      idempotencyKey: 'bench-stream-grant',
      actor: 'bench',
    })
    const token = await signIn(server.baseUrl, `member@${DEMO_SLUG}.example`)

    for (let index = 0; index < WARMUP; index++) {
      const warm = await appStream(server.baseUrl, token)
      if (failed(warm)) throw new Error(`a warm-up stream failed: ${JSON.stringify(warm)}`)
      await modelStream(modelUrl)
    }
    const app: number[] = []
    const direct: number[] = []
    let serverCpu = 0
    for (let index = 0; index < SAMPLES; index++) {
      const cpuBefore = cpuMs(server.pid)
      const result = await appStream(server.baseUrl, token)
      serverCpu += cpuMs(server.pid) - cpuBefore
      if (failed(result)) throw new Error(`a stream failed: ${JSON.stringify(result)}`)
      app.push(result.firstTokenMs)
      direct.push(await modelStream(modelUrl))
    }

    const before = await getBalance(handle.db, tenant.id)
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_STREAMS }, () =>
        appStream(server.baseUrl, token).catch(() => ({ status: 0, firstTokenMs: Number.NaN, events: [] })),
      ),
    )
    const seconds = (performance.now() - started) / 1000
    const after = await getBalance(handle.db, tenant.id)
    const usages = results.flatMap((result) => result.events.filter((event) => event.event === 'usage'))
    const charged = usages.reduce((sum, event) => sum + Number(event.data.charged), 0)
    const reportedUsage = usages.reduce((sum, event) => sum + Number(event.data.totalTokens), 0)
    const balanceDrop = before.balance - after.balance
    // A new turn's overhead while CONCURRENT_STREAMS others stream (held open on a silent model).
    const busy = await openStalledStreams(server, token, modelUrl, CONCURRENT_STREAMS)
    const underLoad = await sampleFirstTokens(server, token, modelUrl, BUSY_SAMPLES)
    await busy.close()
    await settled(() => getBalance(handle.db, tenant.id))

    const idle = await measureIdleStreams(server, token, modelUrl)
    await settled(() => getBalance(handle.db, tenant.id))
    return {
      serverCpuMsPerTurn: serverCpu / SAMPLES,
      appFirstTokenMs: median(app),
      modelFirstTokenMs: median(direct),
      overheadMs: median(app) - median(direct),
      one: {
        p50Ms: percentile(app, 50) - percentile(direct, 50),
        p99Ms: percentile(app, 99) - percentile(direct, 99),
      },
      concurrent: {
        streams: results.length,
        errors: results.filter(failed).length,
        seconds,
        charged,
        reportedUsage,
        balanceDrop,
        exact:
          usages.length === CONCURRENT_STREAMS &&
          charged === balanceDrop &&
          charged === reportedUsage &&
          after.reserved === 0,
        p50Ms: underLoad.p50Ms,
        p99Ms: underLoad.p99Ms,
        open: busy.open,
      },
      idle,
    }
  } finally {
    await handle.close()
  }
}

/** The chat figures on a server of their own (a scratch PostgreSQL database). */
export async function measureStream(postgresUrl: string): Promise<StreamFigures> {
  return withThrowawayPostgres(postgresUrl, { prefix: 'opsai_bench_stream' }, async (databaseUrl) => {
    const model = await startModelServer()
    const dataDir = createThrowawayDirectory('opsai-bench-stream-')
    const server = await startServerProcess({
      port: APP_PORT,
      databaseUrl,
      dataDir: dataDir.path,
      // Profiling a run: BENCH_STREAM_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
      nodeArgs: process.env.BENCH_STREAM_NODE_ARGS?.split(' ').filter(Boolean),
      env: { ...streamServerEnv(model.url), OPSAI_DEMO_PASSWORD: DEMO_PASSWORD },
    })
    try {
      return await measureStreamOn(server, databaseUrl, model.url)
    } finally {
      await server.stop()
      await model.stop()
      dataDir.remove()
    }
  })
}

/** What a server needs for the chat figures: the test model, and no per-user limit in the way. */
export function streamServerEnv(modelUrl: string): Record<string, string> {
  return {
    OPSAI_AI_BASE_URL: `${modelUrl}/v1`,
    OPSAI_AI_API_KEY: 'bench',
    OPSAI_AI_MODEL: 'bench-model',
    // One member sends every stream; the per-user limit has its own tests.
    OPSAI_CHAT_MAX_REQUESTS: '1000000',
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  console.log(JSON.stringify(await measureStream(url), null, 2))
}
