/**
 * SIGTERM against the production build (issue 21, point 3; ADR 043): `/api/ready` turns 503 and
 * new requests are refused 503 `server_draining` while an open chat stream flows to its end,
 * then the process exits 0; a stream longer than OPSAI_DRAIN_TIMEOUT_S is ended, charged what
 * it produced, nothing stays reserved, and the process still exits 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiTestServer, startOpenAiTestServer } from '../app/server/ai/testing/openai-test-server'
import type { DbHandle } from '../db/client'
import { createThrowawayDirectory, type ThrowawayDirectory } from '../db/throwaway'
import { postTurn, type ServerSentEvent, type SignedIn, signIn } from './support/chat-client'
import { type OpsaiServer, startOpsaiServer } from './support/opsai-server'
import {
  balanceOf,
  expectLedgerInvariant,
  makeTenant,
  openServerDatabase,
  type TestTenant,
} from './support/world'

/** This suite's ports (the range given to the lifecycle work). */
const MODEL_PORT = 5500
const SERVER_PORTS = { complete: 5501, timeout: 5502 }

/** One request on its own connection: the status, the headers that matter, the JSON body. */
async function probe(url: string) {
  const response = await fetch(url, { headers: { connection: 'close' } })
  const text = await response.text()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cacheControl: response.headers.get('cache-control'),
    body: JSON.parse(text) as Record<string, unknown>,
  }
}

describe('SIGTERM drains the production build', () => {
  let model: OpenAiTestServer

  beforeAll(async () => {
    model = await startOpenAiTestServer({ port: MODEL_PORT })
  })
  afterAll(async () => {
    await model?.close()
  })

  /** A server on a fresh PGlite directory, a tenant with credits, its owner signed in. */
  async function world(port: number, env: Record<string, string> = {}) {
    const scratch: ThrowawayDirectory = createThrowawayDirectory('opsai-resilience-drain-')
    const server: OpsaiServer = await startOpsaiServer({
      dataDir: scratch.path,
      port,
      env: {
        OPSAI_AI_BASE_URL: model.baseURL,
        OPSAI_AI_API_KEY: 'sk-resilience',
        OPSAI_AI_MODEL: 'resilience-model',
        ...env,
      },
    })
    const handle: DbHandle = await openServerDatabase({ dataDir: scratch.path })
    const tenant: TestTenant = await makeTenant(handle.db, 'drain', 200_000)
    const before = await balanceOf(handle.db, tenant.tenantId)
    // The server's PGlite is reached through its socket: closed before the server stops.
    await handle.close()
    const member: SignedIn = await signIn(server.url, tenant.owner)
    return { scratch, server, tenant, member, before }
  }

  /** Starts a turn; resolves `started` at its first delta, and counts the deltas as they come. */
  function streamTurn(server: OpsaiServer, member: SignedIn) {
    let deltas = 0
    let onFirst = () => {}
    const started = new Promise<void>((resolve) => {
      onFirst = resolve
    })
    const waiters: { count: number; resolve: () => void }[] = []
    const onEvent = (event: ServerSentEvent) => {
      if (event.event !== 'delta') return
      deltas += 1
      if (deltas === 1) onFirst()
      for (const waiter of waiters.filter((entry) => deltas >= entry.count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
    const outcome = postTurn(server.url, member, { content: 'drain me' }, { onEvent })
    const deltasReach = (count: number) =>
      new Promise<void>((resolve) => (deltas >= count ? resolve() : waiters.push({ count, resolve })))
    return { outcome, started, deltas: () => deltas, deltasReach }
  }

  /** After the process is gone: the tenant's balance and the ledger, read from the directory. */
  async function ledgerAfter(dataDir: string, tenantId: string) {
    const handle = await openServerDatabase({ dataDir })
    try {
      await expectLedgerInvariant(handle.db, tenantId)
      return await balanceOf(handle.db, tenantId)
    } finally {
      await handle.close()
    }
  }

  it('refuses new requests and fails readiness while the open stream completes, then exits 0', async () => {
    const { scratch, server, tenant, member, before } = await world(SERVER_PORTS.complete)
    try {
      model.setDefault({ chunks: Array.from({ length: 40 }, (_, index) => `w${index} `), chunkDelayMs: 100 })
      expect((await probe(`${server.url}/api/ready`)).body).toEqual({ status: 'ready' })
      const turn = streamTurn(server, member)
      await turn.started
      server.kill('SIGTERM')

      // Polled until the signal has been handled: the drain begins at once.
      let readiness = await probe(`${server.url}/api/ready`)
      while (readiness.status === 200) readiness = await probe(`${server.url}/api/ready`)
      expect(readiness).toEqual({
        status: 503,
        retryAfter: '1',
        cacheControl: 'no-store',
        body: { status: 'unavailable', failed: ['draining'] },
      })
      const refused = await probe(`${server.url}/api/threads`)
      expect(refused.status).toBe(503)
      expect(refused.retryAfter).toBe('1')
      expect(refused.body.error).toBe('server_draining')
      // The liveness check still says alive.
      expect((await probe(`${server.url}/api/health`)).status).toBe(200)

      // The stream kept flowing after all that, and ends as a complete turn.
      const seen = turn.deltas()
      await turn.deltasReach(seen + 1)
      const outcome = await turn.outcome
      expect(outcome.networkError).toBeUndefined()
      expect(outcome.done?.status).toBe('complete')
      expect(turn.deltas()).toBe(40)
      expect(await server.exited).toBe(0)

      const after = await ledgerAfter(scratch.path, tenant.tenantId)
      expect(after.reserved).toBe(0)
      expect(before.balance - after.balance).toBe(outcome.usage?.charged)
    } finally {
      await server.stop()
      scratch.remove()
    }
  })

  it('ends a stream longer than the drain timeout, charges what it produced, and exits 0', async () => {
    const { scratch, server, tenant, member, before } = await world(SERVER_PORTS.timeout, {
      OPSAI_DRAIN_TIMEOUT_S: '1',
    })
    try {
      // About a minute of reply: far beyond the one second of drain.
      model.setDefault({ chunks: Array.from({ length: 600 }, (_, index) => `w${index} `), chunkDelayMs: 100 })
      const turn = streamTurn(server, member)
      await turn.started
      server.kill('SIGTERM')
      const outcome = await turn.outcome
      expect(outcome.networkError).toBeUndefined()
      expect(outcome.done?.status).toBe('aborted')
      expect(turn.deltas()).toBeLessThan(600)
      expect(outcome.usage?.charged).toBeGreaterThan(0)
      expect(await server.exited).toBe(0)
      expect(server.output()).toMatch(/ending the 1 stream/)

      // Nothing stays held; the balance moved by exactly what the turn was charged.
      const after = await ledgerAfter(scratch.path, tenant.tenantId)
      expect(after.reserved).toBe(0)
      expect(before.balance - after.balance).toBe(outcome.usage?.charged)
    } finally {
      await server.stop()
      scratch.remove()
    }
  })
})
