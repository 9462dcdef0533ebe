/**
 * The fast lane for kept pages on a real Node HTTP server, with a render cache that answers what
 * the test says: a hit is written whole from the Node request (status, headers, body, request id,
 * metrics, one access-log line); anything the lane must not answer is left untouched for srvx.
 */
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLogger, replaceLogger } from '#app/server/observability/logger.server'
import { renderMetrics } from '#app/server/observability/metrics.server'
import { lineCollector, sampleValue } from '#app/server/observability/testing/prometheus-text'
import type { CacheRequest } from '#app/server/render-cache/cache-policy.server'
import type { CachedAnswer } from '#app/server/render-cache/render-cache.server'
import { cachedPageLane } from './cached-page-lane'

const PAGE = '<!DOCTYPE html><html lang="ja"><body>サインイン</body></html>'
const KEPT: CachedAnswer = {
  pathname: '/login/hirameki_ai',
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'no-cache'],
    ['content-length', String(Buffer.byteLength(PAGE))],
    ['x-render-cache', 'hit'],
  ],
  body: Buffer.from(PAGE),
}

interface Answered {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

function send(port: number, options: { method?: string; path?: string; headers?: Record<string, string> }) {
  return new Promise<Answered>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/login/hirameki_ai',
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    for (const [name, value] of Object.entries(options.headers ?? {})) sent.setHeader(name, value)
    sent.on('error', reject)
    sent.end()
  })
}

async function hitsCounted(): Promise<number> {
  const { body } = await renderMetrics()
  return sampleValue(body, 'opsai_http_requests_total', {
    method: 'GET',
    route: '/login/$ai_type',
    status: '200',
  })
}

describe('the cached-page lane', () => {
  const log = lineCollector()
  let restoreLogger: () => void
  let server: Server
  let port = 0
  let asked: CacheRequest[] = []
  let kept: CachedAnswer | undefined
  let draining = false
  let failing: 'decision' | 'log' | undefined
  /** What the lane left to the next handler (srvx in the real server). */
  let passedOn = 0

  beforeAll(async () => {
    restoreLogger = replaceLogger(createLogger({ level: 'info', destination: log.destination }))
    const lane = cachedPageLane({
      cache: {
        answerNow(request) {
          if (failing === 'decision') throw new Error('decision failed')
          asked.push({ ...request, header: request.header })
          return kept
        },
      },
      clientIp: (peer, forwardedFor) => {
        if (failing === 'log') throw new Error('log failed')
        return forwardedFor ? `${forwardedFor} via ${peer}` : peer
      },
      isDraining: () => draining,
    })
    server = createServer((request, response) => {
      if (lane(request, response)) return
      passedOn++
      response.writeHead(418, { 'content-type': 'text/plain' }).end('srvx')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    restoreLogger()
  })

  beforeEach(() => {
    asked = []
    kept = KEPT
    draining = false
    failing = undefined
    passedOn = 0
  })

  it('writes a kept page whole, with a request id, its metrics and one access-log line', async () => {
    const before = await hitsCounted()
    const answered = await send(port, {
      path: '/login/hirameki_ai?next=%2Fchat',
      headers: {
        host: 'acme.localhost:4300',
        'accept-language': 'en',
        'x-request-id': 'lb-7.1',
        'x-forwarded-for': '203.0.113.9',
      },
    })
    expect(answered).toMatchObject({ status: 200, body: PAGE })
    expect(answered.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': String(Buffer.byteLength(PAGE)),
      'x-render-cache': 'hit',
      'x-request-id': 'lb-7.1',
    })
    expect(passedOn).toBe(0)
    const [request] = asked
    expect(request?.url).toBe('http://acme.localhost:4300/login/hirameki_ai?next=%2Fchat')
    expect(request?.header('accept-language')).toBe('en')
    expect(request?.header('cookie')).toBeNull()
    expect(await hitsCounted()).toBe(before + 1)
    expect(log.records().filter((line) => line.reqId === 'lb-7.1')).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: '/login/$ai_type',
        status: 200,
        durationMs: expect.any(Number),
        ip: '203.0.113.9 via 127.0.0.1',
      }),
    ])
  })

  it('makes a request id when the client sent none or an insane one, and sends no body to a HEAD', async () => {
    const generated = await send(port, { headers: { host: 'acme.localhost', 'x-request-id': '<script>' } })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    kept = { ...KEPT, body: null }
    const head = await send(port, { method: 'HEAD', headers: { host: 'acme.localhost' } })
    expect(head).toMatchObject({ status: 200, body: '' })
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
    expect(asked.map((request) => request.method)).toEqual(['GET', 'HEAD'])
  })

  it('leaves to the server a miss, another method, a draining process and a Host it would rewrite', async () => {
    kept = undefined
    expect((await send(port, { headers: { host: 'acme.localhost' } })).status).toBe(418)
    expect(asked).toHaveLength(1)
    kept = KEPT
    expect((await send(port, { method: 'POST', headers: { host: 'acme.localhost' } })).status).toBe(418)
    draining = true
    expect((await send(port, { headers: { host: 'acme.localhost' } })).status).toBe(418)
    draining = false
    for (const host of ['user@acme.localhost', 'acme.localhost:4300/x', 'acme localhost'])
      expect((await send(port, { headers: { host } })).status, host).toBe(418)
    expect(passedOn).toBe(6)
    expect(asked).toHaveLength(1)
  })
  it('logs its own failure and leaves the request to the server, or keeps an answer already sent', async () => {
    const errors = () => log.records().filter((line) => line.level === 'error').length
    failing = 'decision'
    const before = errors()
    expect((await send(port, { headers: { host: 'acme.localhost' } })).status).toBe(418)
    expect(errors()).toBe(before + 1)
    failing = 'log'
    const sent = await send(port, { headers: { host: 'acme.localhost' } })
    expect(sent).toMatchObject({ status: 200, body: PAGE })
    expect(errors()).toBe(before + 2)
    expect(passedOn).toBe(1)
  })
})
