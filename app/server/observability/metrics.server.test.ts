/**
 * `/metrics` after real work (ADR 042): a chat turn streamed through the real HTTP server moves
 * the tokens reserved and settled and closes its stream; a failing job is counted; a scrape reads
 * the queue depth and the connection pool from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '#app/server/config.server'
import { startHttpServer } from '#cli/lib/http-server'
import { clearDatabase } from '#db/runtime'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { resetAuth } from '../auth/auth.server'
import { handlePostMessage } from '../chat/chat-api.server'
import { chatApiWorld } from '../chat/testing/chat-api-world'
import { ORIGIN, readEvents } from '../chat/testing/http-client'
import { enqueueJob } from '../jobs/background-jobs.server'
import { runOneJob } from '../jobs/job-worker.server'
import { createSseStream } from '../sse.server'
import { databaseScrapeSources } from './database-metrics.server'
import { renderMetrics, setScrapeSources } from './metrics.server'
import { sampleValue } from './testing/prometheus-text'

const TOKEN = 'chat-metrics-token-0123456789'
const CHAT_ROUTE = '/api/chats/$kind/$keyword/messages'

let model: OpenAiTestServer
const saved = { ...process.env }
beforeAll(async () => {
  model = await startOpenAiTestServer()
  process.env.OPSAI_METRICS_TOKEN = TOKEN
  resetServerConfig()
})
afterAll(async () => {
  await model.close()
  setScrapeSources(undefined)
  process.env = saved
  resetServerConfig()
  clearDatabase()
  resetAuth()
})

const scrape = async () => (await renderMetrics()).body

describe('metrics after real work', () => {
  describeEachDatabase('metrics after real work', (database) => {
    const world = chatApiWorld(database, () => model)
    let http: Awaited<ReturnType<typeof startHttpServer>>
    let base = ''

    beforeAll(async () => {
      // The app's chat route behind the real HTTP stack, as dist/server serves it.
      http = await startHttpServer({
        port: 0,
        host: '127.0.0.1',
        handler: {
          fetch(request) {
            const [, , , kind = '', keyword = ''] = new URL(request.url).pathname.split('/')
            return handlePostMessage(request, { kind, keyword }, world.dependencies())
          },
        },
      })
      base = http.url?.replace(/\/$/, '') ?? ''
    })
    afterAll(async () => {
      await http?.close(true)
    })

    it('moves the tokens reserved and settled with a streamed chat turn, read through /metrics', async () => {
      model.enqueue({ chunks: ['は', 'い'], usage: { promptTokens: 30, completionTokens: 12 } })
      const before = await scrape()
      const response = await fetch(`${base}/api/chats/chat/default/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...world.bearer('api-alpha') },
        body: JSON.stringify({ content: '数えて' }),
      })
      expect(response.status).toBe(200)
      const events = await readEvents(response)
      const usage = events.find((event) => event.event === 'usage')?.data
      expect(usage).toMatchObject({ totalTokens: 42, charged: 42 })

      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      expect(scraped.status).toBe(200)
      const after = await scraped.text()
      const moved = (name: string, labels: Record<string, string> = {}) =>
        sampleValue(after, name, labels) - sampleValue(before, name, labels)
      // The hold was the turn's estimate; the charge what the model reported.
      expect(moved('opsai_tokens_reserved_total')).toBeGreaterThanOrEqual(42)
      expect(moved('opsai_tokens_settled_total')).toBe(42)
      expect(moved('opsai_http_requests_total', { method: 'POST', route: CHAT_ROUTE, status: '200' })).toBe(1)
      // The stream ended with the turn: the gauge is back where it was.
      expect(sampleValue(after, 'opsai_sse_streams_open')).toBe(sampleValue(before, 'opsai_sse_streams_open'))
    })

    it('counts a stream while it is open', async () => {
      const before = sampleValue(await scrape(), 'opsai_sse_streams_open')
      let release = () => {}
      const stream = createSseStream(
        (send) =>
          new Promise<void>((resolve) => {
            send('delta', { text: 'waiting' })
            release = resolve
          }),
      )
      const reading = new Response(stream).text()
      expect(sampleValue(await scrape(), 'opsai_sse_streams_open')).toBe(before + 1)
      release()
      await reading
      expect(sampleValue(await scrape(), 'opsai_sse_streams_open')).toBe(before)
    })

    it('counts failed job runs by queue, kind and outcome', async () => {
      const db = database.handle().db
      const now = new Date()
      const labels = { queue: 'background', kind: 'metrics-flaky', outcome: 'retry' }
      const before = sampleValue(await scrape(), 'opsai_job_failures_total', labels)
      await enqueueJob(db, { kind: 'metrics-flaky', runAt: now, maxAttempts: 3 })
      const handlers = {
        'metrics-flaky': async () => {
          throw new Error('upstream down')
        },
      }
      expect(await runOneJob(db, { now, handlers, kinds: ['metrics-flaky'] })).toBe(true)
      expect(sampleValue(await scrape(), 'opsai_job_failures_total', labels)).toBe(before + 1)
    })

    it('reads the queue depth and the pool from the database at scrape time', async () => {
      const handle = database.handle()
      setScrapeSources(databaseScrapeSources(handle))
      const waiting = { queue: 'background', state: 'queued' }
      const first = await scrape()
      // The gauges are collected concurrently: the very first scrape already has every pool series.
      expect(sampleValue(first, 'opsai_db_pool_max_connections', { driver: handle.kind })).toBe(
        handle.poolSize,
      )
      expect(sampleValue(first, 'opsai_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1)
      const before = sampleValue(first, 'opsai_job_queue_depth', waiting)
      const later = new Date(Date.now() + 3_600_000)
      await enqueueJob(handle.db, { kind: 'metrics-later', runAt: later })
      await enqueueJob(handle.db, { kind: 'metrics-later', runAt: later })
      const text = await scrape()
      expect(sampleValue(text, 'opsai_job_queue_depth', waiting)).toBe(before + 2)
      expect(text).toContain('opsai_job_queue_depth{queue="knowledge",state="running"} 0')
      expect(sampleValue(text, 'opsai_db_pool_max_connections', { driver: handle.kind })).toBe(
        handle.poolSize,
      )
      expect(sampleValue(text, 'opsai_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1)
      if (handle.kind === 'postgres') {
        expect(sampleValue(text, 'opsai_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0)
        expect(text).toMatch(/opsai_db_pool_connections\{driver="postgres",state="busy"\}/)
      }
      setScrapeSources(undefined)
      expect(await scrape()).not.toMatch(/^opsai_job_queue_depth\{/m)
    })
  })
})
