/**
 * Kept sign-in pages through the real HTTP server (srvx, its middleware, the fast lane of ADR 055)
 * on a real database's cache versions: a hit the lane answers carries what a hit through the
 * middleware carries — every header, a fresh CSP nonce that the body and the policy share — and
 * both are counted; a due version check sends the request through the middleware again.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { resetServerConfig } from '#app/server/config.server'
import { CSP_HEADER_NAME, createNonce } from '#app/server/http/csp-nonce.server'
import { buildContentSecurityPolicy } from '#app/server/http/security-headers.server'
import { renderMetrics } from '#app/server/observability/metrics.server'
import { sampleValue } from '#app/server/observability/testing/prometheus-text'
import { policyNonce } from '#app/server/render-cache/hit-transform.server'
import { CACHE_STATUS_HEADER } from '#app/server/render-cache/render-cache.server'
import { CACHE_READS } from '#app/server/tenancy/cache-version.server'
import { getCacheVersions, resetCacheVersions } from '#app/server/tenancy/process-cache-versions.server'
import { describeEachDatabase } from '#db/testing'
import { clearDatabase, setDatabase } from '../../db/runtime'
import { startHttpServer } from './http-server'

/** The request ids the fast lane answered (the rest went through srvx). */
const laneAnswered = vi.hoisted(() => new Set<string>())

vi.mock('./cached-page-lane', async (importOriginal) => {
  const original = await importOriginal<typeof import('./cached-page-lane')>()
  return {
    ...original,
    cachedPageLane: (options: Parameters<typeof original.cachedPageLane>[0]) => {
      const lane = original.cachedPageLane(options)
      return (...args: Parameters<ReturnType<typeof original.cachedPageLane>>) => {
        const answered = lane(...args)
        if (answered) laneAnswered.add(String(args[0].headers['x-request-id']))
        return answered
      }
    },
  }
})

const PATH = '/login/hirameki_ai'
let renders = 0

/** Stands in for the SSR: a sign-in page whose inline scripts carry the policy's nonce. */
const fakeApp = {
  fetch(request: Request) {
    renders++
    const nonce = createNonce()
    const body = `<!DOCTYPE html><html lang="ja"><head><script nonce="${nonce}">a()</script></head><body>${new URL(request.url).pathname}<script nonce="${nonce}">b()</script></body></html>`
    return new Response(body, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        [CSP_HEADER_NAME]: buildContentSecurityPolicy(nonce),
      },
    })
  },
}

describeEachDatabase('kept pages through the HTTP server', (database) => {
  let server: Awaited<ReturnType<typeof startHttpServer>> | undefined
  let base = ''
  let sent = 0
  const saved = { ...process.env }

  async function get(headers: Record<string, string> = {}) {
    const requestId = `page-${++sent}`
    const response = await fetch(`${base}${PATH}`, { headers: { 'x-request-id': requestId, ...headers } })
    const body = await response.text()
    const headerMap = Object.fromEntries(response.headers)
    return {
      requestId,
      status: response.status,
      headers: headerMap,
      body,
      byLane: laneAnswered.has(requestId),
    }
  }

  const bodyNonces = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])

  async function countedHits() {
    const { body } = await renderMetrics()
    return sampleValue(body, 'opsai_http_requests_total', {
      method: 'GET',
      route: '/login/$ai_type',
      status: '200',
    })
  }

  beforeAll(async () => {
    renders = 0
    laneAnswered.clear()
    setDatabase(database.handle())
    resetCacheVersions()
    resetServerConfig()
    server = await startHttpServer({ port: 0, host: '127.0.0.1', handler: fakeApp })
    base = server.url?.replace(/\/$/, '') ?? ''
  })

  afterAll(async () => {
    await server?.close(true)
    process.env = saved
    resetServerConfig()
    resetCacheVersions()
    clearDatabase()
  })

  it('answers a hit from the lane with what the middleware gives it, and a fresh nonce each time', async () => {
    const countedBefore = await countedHits()
    const miss = await get()
    expect(miss).toMatchObject({ status: 200, byLane: false })
    expect(miss.headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(renders).toBe(1)

    // A due check: the lane cannot use the version it has, so the middleware answers (and checks).
    getCacheVersions().recheck()
    const throughMiddleware = await get()
    expect(throughMiddleware).toMatchObject({ status: 200, byLane: false })
    expect(throughMiddleware.headers[CACHE_STATUS_HEADER]).toBe('hit')

    // Right after that check the version needs none: the lane answers. A stalled machine may let
    // the interval pass in between, so the check is made again until the lane has answered once.
    let byLane = await get()
    for (let attempt = 0; !byLane.byLane && attempt < 20; attempt++) {
      await getCacheVersions().current(CACHE_READS.renderCache)
      byLane = await get()
    }
    expect(byLane.byLane).toBe(true)
    expect(renders).toBe(1)

    const comparable = (headers: Record<string, string>) => {
      const { date: _date, 'x-request-id': _id, [CSP_HEADER_NAME]: _policy, ...rest } = headers
      return rest
    }
    expect(comparable(byLane.headers)).toEqual(comparable(throughMiddleware.headers))
    expect(byLane.headers['x-request-id']).toBe(byLane.requestId)
    expect(byLane.headers['x-content-type-options']).toBe('nosniff')
    expect(byLane.headers['cache-control']).toBe('no-cache')

    // Each answer its own nonce, named by its policy and by every inline script of its body.
    const nonces = [miss, throughMiddleware, byLane].map((answer) => {
      const nonce = policyNonce(answer.headers[CSP_HEADER_NAME])
      expect(bodyNonces(answer.body)).toEqual([nonce, nonce])
      expect(answer.body.replaceAll(nonce ?? '', '')).toBe(
        miss.body.replaceAll(bodyNonces(miss.body)[0] ?? '', ''),
      )
      return nonce
    })
    expect(new Set(nonces).size).toBe(3)
    expect(await countedHits()).toBe(countedBefore + sent)
  })

  it('sends a HEAD no body, and a signed-in visitor past the lane to the renderer', async () => {
    const head = await fetch(`${base}${PATH}`, { method: 'HEAD', headers: { 'x-request-id': 'head-1' } })
    expect(head.status).toBe(200)
    expect(head.headers.get(CACHE_STATUS_HEADER)).toBe('hit')
    expect(await head.text()).toBe('')
    const before = renders
    const signedIn = await get({ cookie: 'opsai.session_token=abc' })
    expect(signedIn).toMatchObject({ status: 200, byLane: false })
    expect(renders).toBe(before + 1)
  })
})
