/**
 * A 60-second soak of the production build on its embedded database (issue 9, item 6): a
 * steady arrival rate of mixed traffic — signed-in page loads, the sign-in page, thread lists
 * and streamed chat turns against the local model server — with no error allowed, while the
 * server's resident memory is sampled every second.
 *
 * "Flat" memory: the mean RSS of the last 20 s (40-60 s) is within 15 % of the mean of 10-30 s.
 * The first 10 s are warm-up (JIT, caches, PGlite's buffers filling), not growth. A leak at a
 * steady request rate grows memory steadily, so it shows as the later window rising above the
 * earlier one; the slope of a least-squares line over 10-60 s is reported as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiTestServer, startOpenAiTestServer } from '../app/server/ai/testing/openai-test-server'
import { createThrowawayDirectory, type ThrowawayDirectory } from '../db/throwaway'
import { postTurn, type SignedIn, signIn } from './support/chat-client'
import { type OpsaiServer, startOpsaiServer } from './support/opsai-server'
import { expectLedgerInvariant, makeTenant, openServerDatabase, type TestTenant } from './support/world'

const DURATION_S = 60
const RATE_PER_S = 6
const FLAT_TOLERANCE = 0.15
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Kind = 'page' | 'login page' | 'thread list' | 'thread page' | 'chat turn'
/** One cycle of ten arrivals: the mix repeats every 10 requests. */
const MIX: Kind[] = [
  'page',
  'chat turn',
  'page',
  'thread list',
  'chat turn',
  'page',
  'login page',
  'chat turn',
  'page',
  'thread page',
]
const PAGES = ['/', '/chat', '/usageSituation', '/user', '/payment', '/help', '/team', '/categorySetting']

interface Result {
  kind: Kind
  ok: boolean
  detail: string
  ms: number
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]) {
  const mx = mean(points.map((point) => point.x))
  const my = mean(points.map((point) => point.y))
  const num = points.reduce((sum, point) => sum + (point.x - mx) * (point.y - my), 0)
  const den = points.reduce((sum, point) => sum + (point.x - mx) ** 2, 0)
  return den === 0 ? 0 : num / den
}

describe('60-second soak of the production build', () => {
  let model: OpenAiTestServer
  let server: OpsaiServer
  let dataDir: string
  let scratch: ThrowawayDirectory | undefined
  const tenants: TestTenant[] = []
  const members: SignedIn[] = []
  const threads: string[] = []

  beforeAll(async () => {
    model = await startOpenAiTestServer({ defaultReply: { chunkDelayMs: 10 } })
    scratch = createThrowawayDirectory('opsai-resilience-soak-')
    dataDir = scratch.path
    server = await startOpsaiServer({
      dataDir,
      env: {
        OPSAI_AI_BASE_URL: model.baseURL,
        OPSAI_AI_API_KEY: 'sk-resilience',
        OPSAI_AI_MODEL: 'resilience-model',
      },
    })
    const handle = await openServerDatabase({ dataDir })
    try {
      for (let index = 0; index < 3; index += 1) tenants.push(await makeTenant(handle.db, 'soak', 5_000_000))
    } finally {
      await handle.close()
    }
    for (const tenant of tenants) members.push(await signIn(server.url, tenant.owner))
    for (const member of members) {
      const first = await postTurn(server.url, member, { content: 'soak: the first question' })
      expect(first.done?.status).toBe('complete')
      threads.push(first.threadId ?? '')
    }
  })

  afterAll(async () => {
    await server?.stop()
    await model?.close()
    scratch?.remove()
  })

  async function page(path: string, cookie?: string): Promise<Omit<Result, 'kind' | 'ms'>> {
    const response = await fetch(`${server.url}${path}`, {
      headers: cookie ? { cookie, accept: 'text/html' } : { accept: 'text/html' },
      redirect: 'manual',
    })
    const body = await response.text()
    const html = (response.headers.get('content-type') ?? '').includes('text/html') && body.includes('<html')
    return { ok: response.status === 200 && html, detail: `${path} → ${response.status}` }
  }

  async function run(index: number): Promise<Result> {
    const kind = MIX[index % MIX.length] as Kind
    const who = index % members.length
    const member = members[who] as SignedIn
    const started = Date.now()
    let outcome: Omit<Result, 'kind' | 'ms'>
    try {
      if (kind === 'page') outcome = await page(PAGES[index % PAGES.length] as string, member.cookie)
      else if (kind === 'login page') outcome = await page('/login')
      else if (kind === 'thread page') outcome = await page(`/chat/thread/${threads[who]}`, member.cookie)
      else if (kind === 'thread list') {
        const response = await fetch(`${server.url}/api/threads?kind=chat&keyword=default`, {
          headers: { authorization: member.bearer },
        })
        const body = (await response.json()) as { threads?: unknown[] }
        outcome = {
          ok: response.status === 200 && Array.isArray(body.threads),
          detail: `threads → ${response.status}`,
        }
      } else {
        const turn = await postTurn(server.url, member, { content: `soak question ${index} about reports` })
        outcome = {
          ok: turn.done?.status === 'complete' && turn.usage?.charged === turn.usage?.totalTokens,
          detail: `turn → ${turn.status} ${turn.done?.status ?? turn.networkError ?? JSON.stringify(turn.json)}`,
        }
      }
    } catch (error) {
      outcome = { ok: false, detail: `${kind}: ${error instanceof Error ? error.message : String(error)}` }
    }
    return { kind, ...outcome, ms: Date.now() - started }
  }

  it(`${RATE_PER_S} requests/s for ${DURATION_S} s: no error, memory flat`, async () => {
    const samples: { t: number; rssMiB: number }[] = []
    const start = Date.now()
    const sampler = setInterval(() => {
      samples.push({ t: (Date.now() - start) / 1000, rssMiB: server.rssKiB() / 1024 })
    }, 1000)
    const pending: Promise<Result>[] = []
    let maxInFlight = 0
    let inFlight = 0
    // Open loop: request i starts at i / rate seconds whatever the earlier ones are doing.
    for (let index = 0; index < DURATION_S * RATE_PER_S; index += 1) {
      const due = start + (index * 1000) / RATE_PER_S
      if (due > Date.now()) await sleep(due - Date.now())
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      pending.push(
        run(index).finally(() => {
          inFlight -= 1
        }),
      )
    }
    const results = await Promise.all(pending)
    clearInterval(sampler)

    const errors = results.filter((result) => !result.ok)
    const byKind: Record<string, number> = {}
    for (const result of results) byKind[result.kind] = (byKind[result.kind] ?? 0) + 1
    const early = samples.filter((sample) => sample.t >= 10 && sample.t < 30).map((sample) => sample.rssMiB)
    const late = samples.filter((sample) => sample.t >= 40 && sample.t <= 60).map((sample) => sample.rssMiB)
    const growthPerMin =
      slope(samples.filter((sample) => sample.t >= 10).map((sample) => ({ x: sample.t, y: sample.rssMiB }))) *
      60
    const latencies = results.map((result) => result.ms)
    const summary = {
      requests: results.length,
      byKind,
      errors: errors.length,
      firstErrors: errors.slice(0, 5).map((error) => error.detail),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: Math.max(...latencies),
      },
      maxInFlight,
      rssMiB: {
        first: samples[0]?.rssMiB.toFixed(1),
        min: Math.min(...samples.map((sample) => sample.rssMiB)).toFixed(1),
        max: Math.max(...samples.map((sample) => sample.rssMiB)).toFixed(1),
        mean10to30s: mean(early).toFixed(1),
        mean40to60s: mean(late).toFixed(1),
        lateOverEarly: (mean(late) / mean(early)).toFixed(3),
        slopeMiBPerMin10to60s: growthPerMin.toFixed(1),
      },
    }
    console.log(`[resilience] soak: ${JSON.stringify(summary)}`)

    expect(results).toHaveLength(DURATION_S * RATE_PER_S)
    expect(errors.map((error) => error.detail)).toEqual([])
    expect(early.length).toBeGreaterThanOrEqual(15)
    expect(late.length).toBeGreaterThanOrEqual(15)
    expect(mean(late)).toBeLessThanOrEqual(mean(early) * (1 + FLAT_TOLERANCE))

    // Every turn was charged exactly its usage, and nothing stayed reserved.
    const handle = await openServerDatabase({ dataDir })
    try {
      for (const tenant of tenants) {
        const { reserved } = await expectLedgerInvariant(handle.db, tenant.tenantId)
        expect(reserved).toBe(0)
      }
    } finally {
      await handle.close()
    }
  })
})
