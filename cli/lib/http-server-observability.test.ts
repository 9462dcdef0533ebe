/**
 * Metrics and the access log through the real HTTP server (srvx and its middleware, a fake app
 * handler): `/metrics` only with the token, request counters by route pattern, request ids, and
 * log lines that never carry a secret or a query string (ADR 042).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '#app/server/config.server'
import { createLogger, replaceLogger } from '#app/server/observability/logger.server'
import { lineCollector, samplesOf, sampleValue } from '#app/server/observability/testing/prometheus-text'
import { BILINGUAL } from '../../app/server/chat/testing/http-client'
import { startHttpServer } from './http-server'
import { startMetricsServer } from './metrics-server'

const TOKEN = 'metrics-token-0123456789abcdef'
const SECRET = 'session-secret-5f4e3d2c1b0a'
const THREAD = '5b6f0a3e-8e0a-4c0e-9a57-6f1d1bd2b1a4'

type Server = Awaited<ReturnType<typeof startHttpServer>>

const fakeApp = {
  fetch(request: Request) {
    const { pathname } = new URL(request.url)
    if (pathname === '/boom') throw new Error(`database at postgres://app:${SECRET}@db failed`)
    if (pathname.startsWith('/api/threads/'))
      return Response.json({ id: pathname.split('/')[3], requestId: request.headers.get('x-request-id') })
    return new Response('not found', { status: 404 })
  },
}

async function serve(env: Record<string, string | undefined>, clientDir: string): Promise<Server> {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetServerConfig()
  return startHttpServer({ port: 0, host: '127.0.0.1', clientDir, handler: fakeApp })
}

const baseOf = (server: Server) => server.url?.replace(/\/$/, '') ?? ''

async function scrape(base: string): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  return response.text()
}

describe('observability through the HTTP server', () => {
  const saved = { ...process.env }
  const log = lineCollector()
  let restoreLogger: () => void
  let clientDir: string
  let withToken: Server
  let without: Server

  beforeAll(async () => {
    restoreLogger = replaceLogger(createLogger({ level: 'info', destination: log.destination }))
    clientDir = mkdtempSync(join(tmpdir(), 'opsai-client-'))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'main-BAbc1234.js'), 'console.log(1)')
    withToken = await serve({ OPSAI_METRICS_TOKEN: TOKEN, OPSAI_METRICS_PORT: undefined }, clientDir)
    without = await serve({ OPSAI_METRICS_TOKEN: undefined, OPSAI_METRICS_PORT: undefined }, clientDir)
  })

  afterAll(async () => {
    await withToken?.close(true)
    await without?.close(true)
    restoreLogger?.()
    process.env = saved
    resetServerConfig()
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('answers /metrics only to the token, and then in Prometheus text', async () => {
    const base = baseOf(withToken)
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ]
    for (const headers of attempts) {
      const refused = await fetch(`${base}/metrics`, { headers })
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      const body = await refused.text()
      expect(JSON.parse(body)).toMatchObject({
        error: 'unauthorized',
        message: expect.stringMatching(BILINGUAL),
      })
      expect(body).not.toContain('opsai_')
      expect(body).not.toContain('process_')
    }
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(text).toContain('# TYPE opsai_http_requests_total counter')
    expect(text).toContain('# TYPE opsai_http_request_duration_seconds histogram')
    expect(text).toContain('# TYPE opsai_sse_streams_open gauge')
    expect(text).toContain('# TYPE opsai_tokens_reserved_total counter')
    expect(text).toContain('# TYPE opsai_job_failures_total counter')
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter')
  })

  it('does not expose /metrics at all without a token or a port of its own', async () => {
    const response = await fetch(`${baseOf(without)}/metrics`)
    expect(response.status).toBe(404)
    const body = await response.text()
    expect(JSON.parse(body).message).toMatch(BILINGUAL)
    expect(body).not.toContain('opsai_')
  })

  it('counts requests by route pattern and status, and times them', async () => {
    const base = baseOf(withToken)
    const labels = { method: 'GET', route: '/api/threads/$id', status: '200' }
    const before = await scrape(base)
    for (const id of [THREAD, 'another-thread', 'a-third'])
      expect((await fetch(`${base}/api/threads/${id}`)).status).toBe(200)
    expect((await fetch(`${base}/wp-login.php`)).status).toBe(404)
    expect((await fetch(`${base}/assets/main-BAbc1234.js`)).status).toBe(200)
    const after = await scrape(base)
    const moved = (name: string, of: Record<string, string>) =>
      sampleValue(after, name, of) - sampleValue(before, name, of)
    expect(moved('opsai_http_requests_total', labels)).toBe(3)
    expect(moved('opsai_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1)
    expect(moved('opsai_http_requests_total', { route: '/assets/$', status: '200' })).toBe(1)
    expect(
      moved('opsai_http_request_duration_seconds_count', { method: 'GET', route: '/api/threads/$id' }),
    ).toBe(3)
    // No raw path or id became a label value.
    const routes = new Set(
      samplesOf(after)
        .map((sample) => sample.labels.route)
        .filter(Boolean),
    )
    for (const route of routes) expect(route).not.toMatch(/another-thread|a-third|wp-login|5b6f0a3e/)
  })

  it('keeps a sane X-Request-Id, replaces any other, and hands it to the app and the response', async () => {
    const base = baseOf(withToken)
    const kept = await fetch(`${base}/api/threads/t1`, { headers: { 'x-request-id': 'lb-4f2a.9:77' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a.9:77')
    expect((await kept.json()).requestId).toBe('lb-4f2a.9:77')
    for (const insane of ['has space', 'x'.repeat(129), '<script>']) {
      const replaced = await fetch(`${base}/api/threads/t1`, { headers: { 'x-request-id': insane } })
      const id = replaced.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect((await replaced.json()).requestId).toBe(id)
    }
    const generated = await fetch(`${base}/assets/main-BAbc1234.js`)
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs one line per request with its pattern, never its query, cookie or authorization', async () => {
    const base = baseOf(withToken)
    const id = 'trace-me-0001'
    await fetch(`${base}/api/threads/${THREAD}?q=${SECRET}&token=${SECRET}`, {
      headers: {
        'x-request-id': id,
        authorization: `Bearer ${SECRET}`,
        cookie: `sid.session_token=${SECRET}`,
        'x-forwarded-for': '203.0.113.9',
      },
    })
    const lines = log.records().filter((record) => record.reqId === id)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'GET',
        route: '/api/threads/$id',
        status: 200,
        durationMs: expect.any(Number),
        // OPSAI_TRUSTED_PROXIES is not set: the socket's peer, whatever the header says.
        ip: '127.0.0.1',
      }),
    ])
    expect(log.text()).not.toContain(SECRET)
    expect(log.text()).not.toContain(THREAD)
  })

  it('logs a failing request as an error without the secret in its text, and answers a plain 500', async () => {
    const base = baseOf(withToken)
    const response = await fetch(`${base}/boom`, { headers: { 'x-request-id': 'boom-1' } })
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Internal Server Error')
    const errors = log.records().filter((record) => record.level === 'error' && record.reqId === 'boom-1')
    expect(errors).toHaveLength(1)
    expect(JSON.stringify(errors[0])).toContain('postgres://app:[Redacted]@db')
    expect(log.text()).not.toContain(SECRET)
  })

  it('serves /metrics on a loopback port of its own, with the token when one is set', async () => {
    const open = await startMetricsServer({ port: 0 })
    const guarded = await startMetricsServer({ port: 0, token: TOKEN })
    try {
      const served = await fetch(`http://127.0.0.1:${open.port}/metrics`)
      expect(served.status).toBe(200)
      expect(await served.text()).toContain('opsai_http_requests_total')
      const elsewhere = await fetch(`http://127.0.0.1:${open.port}/api/threads/t1`)
      expect(elsewhere.status).toBe(404)
      expect((await elsewhere.json()).message).toMatch(BILINGUAL)
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401)
      const read = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(read.status).toBe(200)
    } finally {
      await open.close()
      await guarded.close()
    }
  })
})
