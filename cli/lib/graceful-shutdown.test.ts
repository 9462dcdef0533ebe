/**
 * SIGTERM's drain through the real HTTP stack (srvx and its middleware) with a fake app whose
 * stream holds a real token reservation: the drain refuses new requests 503, answers `/api/ready`
 * 503, lets the open stream flow to its end, ends a stream that outlives the drain timeout so
 * it settles what it produced, and releases what a stuck turn still holds (ADR 043).
 */
import { request as httpRequest } from 'node:http'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { parseSse } from '#app/lib/sse.shared'
import { appendLedgerEntry, getBalance } from '#app/server/ledger/ledger.server'
import { releaseHeldReservations, reserve, settle } from '#app/server/ledger/reservations.server'
import { isDraining, resetDrainState } from '#app/server/lifecycle/drain-state.server'
import {
  createReadinessCheck,
  readinessResponse,
  shippedMigrations,
} from '#app/server/lifecycle/readiness.server'
import { sseResponse } from '#app/server/sse.server'
import { makeTenant, TEST_ACTOR } from '#app/server/tenancy/test-fixtures.server'
import { describeEachDatabase } from '#db/testing'
import { type ShutdownPlan, shutDownGracefully } from './graceful-shutdown'
import { startHttpServer } from './http-server'

/** Credits a fake turn charges per event it streamed. */
const PER_EVENT = 10
const ESTIMATE = 500
const EVENTS = 4

/** Resolves when the test says so, or when `signal` aborts (a cooperative producer). */
class Steps {
  private waiting: (() => void)[] = []
  next(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve)
      signal?.addEventListener('abort', () => resolve(), { once: true })
    })
  }
  advance() {
    for (const resolve of this.waiting.splice(0)) resolve()
  }
}

/** Raw headers and body of one request on its own connection (no pooled keep-alive). */
function get(port: number, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      })
      sent.on('error', reject)
      sent.end()
    },
  )
}

describeEachDatabase('a drain through the HTTP server', (database) => {
  const db = () => database.handle().db
  let server: Awaited<ReturnType<typeof startHttpServer>> | undefined
  let port = 0
  let tenantId = ''
  let steps = new Steps()
  /** Whether the fake turn stops when asked (a stuck one settles only when the test says). */
  let stuck: Promise<void> | undefined
  const done: string[] = []

  beforeEach(async () => {
    steps = new Steps()
    stuck = undefined
    done.length = 0
    const slug = `drain-${Math.random().toString(36).slice(2, 8)}`
    tenantId = (await makeTenant(db(), slug)).id
    await appendLedgerEntry(db(), tenantId, {
      kind: 'purchase',
      amount: 1000,
      idempotencyKey: `purchase:${slug}`,
      actor: TEST_ACTOR,
    })
    const ready = createReadinessCheck({
      getHandle: async () => database.handle(),
      shipped: shippedMigrations(),
      draining: isDraining,
      now: Date.now,
    })
    const handler = {
      fetch: async (request: Request) => {
        const { pathname } = new URL(request.url)
        if (pathname === '/api/ready') return readinessResponse(await ready())
        if (pathname === '/other') return new Response('ok')
        const reservation = await reserve(db(), tenantId, { estimate: ESTIMATE, actor: TEST_ACTOR })
        return sseResponse(
          async (send, signal) => {
            let sent = 0
            while (sent < EVENTS && !signal.aborted) {
              send('delta', { n: sent })
              sent += 1
              if (sent < EVENTS) await steps.next(stuck ? undefined : signal)
            }
            if (stuck) await stuck
            const { charged } = await settle(db(), reservation, sent * PER_EVENT)
            const status = signal.aborted ? 'aborted' : 'complete'
            done.push(status)
            send('done', { status, charged })
          },
          { signal: request.signal },
        )
      },
    }
    server = await startHttpServer({ port: 0, host: '127.0.0.1', handler })
    port = Number(new URL(server.url ?? '').port)
  })

  afterEach(async () => {
    await server?.close(true)
    resetDrainState()
  })

  /** Opens the fake chat stream; `events` fills as they arrive, `ended` resolves at its end. */
  async function openStream() {
    const response = await fetch(`http://127.0.0.1:${port}/stream`, { method: 'POST' })
    expect(response.status).toBe(200)
    const events: { event: string; data: unknown }[] = []
    const arrivals: (() => void)[] = []
    const ended = (async () => {
      if (!response.body) throw new Error('no body')
      for await (const message of parseSse(response.body)) {
        events.push({ event: message.event, data: message.data })
        for (const notify of arrivals.splice(0)) notify()
      }
    })()
    // A stream the server cuts rejects before some tests await it; handled here, still thrown to an await.
    ended.catch(() => {})
    /** Resolves once `count` events have arrived. */
    const received = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (events.length >= count ? resolve() : arrivals.push(check))
        check()
      })
    await received(1)
    return { events, ended, received }
  }

  function plan(overrides: Partial<ShutdownPlan> = {}) {
    const calls: string[] = []
    const lines: string[] = []
    const hurry = new AbortController()
    const live = server
    if (!live) throw new Error('no server')
    const shutdown: ShutdownPlan = {
      signal: 'SIGTERM',
      drainTimeoutMs: 600_000,
      inFlight: live.inFlight,
      stopWorkers: async () => {
        calls.push('stopWorkers')
      },
      releaseHeld: async () => {
        calls.push('releaseHeld')
        return releaseHeldReservations(db())
      },
      closeHttp: async () => {
        calls.push('closeHttp')
        await live.close(true)
      },
      closeDatabase: async () => {
        calls.push('closeDatabase')
      },
      log: (line) => lines.push(line),
      hurry: hurry.signal,
      ...overrides,
    }
    return { shutdown, calls, lines, hurry }
  }

  it('refuses new requests and answers /api/ready 503 while the open stream flows to its end', async () => {
    const stream = await openStream()
    const { shutdown, calls, lines } = plan()
    const stopping = shutDownGracefully(shutdown)
    expect(isDraining()).toBe(true)

    const readiness = await get(port, '/api/ready')
    expect(readiness.status).toBe(503)
    expect(JSON.parse(readiness.body)).toEqual({ status: 'unavailable', failed: ['draining'] })
    expect(readiness.headers).toMatchObject({ 'retry-after': '1', 'cache-control': 'no-store' })
    const refused = await get(port, '/other')
    expect(refused.status).toBe(503)
    expect(refused.headers).toMatchObject({ 'retry-after': '1', connection: 'close' })
    const body = JSON.parse(refused.body)
    expect(body.error).toBe('server_draining')
    expect(body.messages.ja).toMatch(/停止処理中/)
    expect(body.messages.en).toMatch(/shutting down/)
    expect(refused.body).not.toMatch(/\bat \S+:\d+/)

    // The stream was not cut: every step still arrives, and the turn completes.
    for (let count = 2; count <= EVENTS; count += 1) {
      steps.advance()
      await stream.received(count)
    }
    await stream.ended
    expect(stream.events.at(-1)).toEqual({ event: 'done', data: { status: 'complete', charged: 40 } })
    expect(await stopping).toEqual({ drainedInTime: true, stoppedStreams: 0, releasedReservations: 0 })
    expect(calls).toEqual(['stopWorkers', 'releaseHeld', 'closeHttp', 'closeDatabase'])
    expect(lines[0]).toMatch(/SIGTERM: .*1 .*600/)
    expect(await getBalance(db(), tenantId)).toEqual({ balance: 960, reserved: 0, available: 960 })
  })

  it('ends a stream that outlives the drain timeout; it settles what it produced and says done', async () => {
    const stream = await openStream()
    const { shutdown, lines } = plan({ drainTimeoutMs: 0 })
    const report = await shutDownGracefully(shutdown)
    expect(report).toEqual({ drainedInTime: false, stoppedStreams: 1, releasedReservations: 0 })
    await stream.ended
    expect(done).toEqual(['aborted'])
    expect(stream.events.at(-1)).toEqual({ event: 'done', data: { status: 'aborted', charged: 10 } })
    expect(lines.some((line) => /1 stream/.test(line))).toBe(true)
    expect(await getBalance(db(), tenantId)).toEqual({ balance: 990, reserved: 0, available: 990 })
  })

  it('releases the reservation of a turn that does not end when told to', async () => {
    let unstick = () => {}
    stuck = new Promise((resolve) => {
      unstick = resolve
    })
    const stream = await openStream()
    const { shutdown } = plan({ drainTimeoutMs: 0, settleGraceMs: 0 })
    expect(await shutDownGracefully(shutdown)).toEqual({
      drainedInTime: false,
      stoppedStreams: 1,
      releasedReservations: 1,
    })
    // Nothing charged, nothing held: the tokens are back exactly.
    expect(await getBalance(db(), tenantId)).toEqual({ balance: 1000, reserved: 0, available: 1000 })
    // The turn settling late changes nothing (the release was its settlement).
    steps.advance()
    unstick()
    await stream.ended.catch(() => {})
    expect(await getBalance(db(), tenantId)).toEqual({ balance: 1000, reserved: 0, available: 1000 })
  })

  it('stops waiting at a second signal', async () => {
    const stream = await openStream()
    const { shutdown, hurry } = plan()
    const stopping = shutDownGracefully(shutdown)
    hurry.abort()
    expect(await stopping).toMatchObject({ drainedInTime: false, stoppedStreams: 1 })
    await stream.ended.catch(() => {})
    expect((await getBalance(db(), tenantId)).reserved).toBe(0)
  })
})
