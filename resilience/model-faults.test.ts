/**
 * Faults of the model server, against the production build over HTTP (issue 9, item 4): the
 * model answers 429 or 500, never answers, stalls, or cuts its stream midway. For each, the
 * user gets a clear Japanese/English message, a partial reply is kept and marked failed, the
 * tokens charged are exactly the usage reported for the turn, and the model call is retried
 * by the rule of spec §8 (an error status before any output: once; anything else: never).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiTestServer, startOpenAiTestServer } from '../app/server/ai/testing/openai-test-server'
import type { DbHandle } from '../db/client'
import { createThrowawayDirectory, type ThrowawayDirectory } from '../db/throwaway'
import { getThread, postTurn, type SignedIn, signIn, type TurnOutcome } from './support/chat-client'
import { type OpsaiServer, startOpsaiServer } from './support/opsai-server'
import {
  balanceOf,
  expectLedgerInvariant,
  makeTenant,
  openServerDatabase,
  type TestTenant,
} from './support/world'

const TIMEOUT_MS = 1500
const faults = new Map<string, number>()
const injected = (kind: string, count = 1) => faults.set(kind, (faults.get(kind) ?? 0) + count)

describe('model server faults against the production build', () => {
  let model: OpenAiTestServer
  let server: OpsaiServer
  let handle: DbHandle
  let tenant: TestTenant
  let member: SignedIn
  let dataDir: string
  let scratch: ThrowawayDirectory | undefined

  beforeAll(async () => {
    model = await startOpenAiTestServer()
    scratch = createThrowawayDirectory('opsai-resilience-faults-')
    dataDir = scratch.path
    server = await startOpsaiServer({
      dataDir,
      env: {
        OPSAI_AI_BASE_URL: model.baseURL,
        OPSAI_AI_API_KEY: 'sk-resilience',
        OPSAI_AI_MODEL: 'resilience-model',
        OPSAI_AI_FIRST_TOKEN_TIMEOUT_MS: String(TIMEOUT_MS),
        OPSAI_AI_IDLE_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    })
    handle = await openServerDatabase({ dataDir })
    tenant = await makeTenant(handle.db, 'faults', 200_000)
    member = await signIn(server.url, tenant.owner)
  })

  afterAll(async () => {
    await handle?.close()
    await server?.stop()
    await model?.close()
    scratch?.remove()
    console.log(`[resilience] model faults injected: ${JSON.stringify(Object.fromEntries(faults))}`)
  })

  /** One turn; checks what every turn must satisfy whatever happened upstream. */
  async function turn(content: string, threadId?: string) {
    const before = await balanceOf(handle.db, tenant.tenantId)
    const calls = model.requests.length
    const outcome = await postTurn(server.url, member, { content, threadId })
    expect(outcome.networkError, outcome.networkError).toBeUndefined()
    expect(outcome.status).toBe(200)
    const names = outcome.events.map((event) => event.event)
    // The stream always closes the turn: usage, then (on failure) error, then done.
    expect(names.at(-1)).toBe('done')
    expect(names).toContain('usage')
    const after = await balanceOf(handle.db, tenant.tenantId)
    // The charge is the usage of this turn, no more, no less, and nothing stays reserved.
    expect(outcome.usage?.charged).toBe(outcome.usage?.totalTokens)
    expect(before.balance - after.balance).toBe(outcome.usage?.charged)
    expect(after.reserved).toBe(before.reserved)
    const stored = await getThread(server.url, member, outcome.threadId ?? '')
    const reply = stored.messages.find((message) => message.id === outcome.assistantMessageId)
    expect(reply?.content).toBe(outcome.text)
    expect(reply?.status).toBe(outcome.done?.status)
    expect(reply?.totalTokens).toBe(outcome.usage?.totalTokens)
    return { outcome, reply, upstreamCalls: model.requests.slice(calls) }
  }

  function expectClearMessage(outcome: TurnOutcome, code: string, mentions: RegExp) {
    expect(outcome.error?.error).toBe(code)
    expect(outcome.error?.messages.ja).toMatch(/[ぁ-んァ-ン一-龯]/)
    expect(outcome.error?.messages.en).toMatch(mentions)
    expect(outcome.error?.message).toBe(`${outcome.error?.messages.ja} / ${outcome.error?.messages.en}`)
    // Never a stack trace or an internal error name.
    expect(JSON.stringify(outcome.error)).not.toMatch(/at .+\(.+:\d+:\d+\)|APICallError|TypeError/)
  }

  it('a healthy turn streams, completes and charges the reported usage', async () => {
    const { outcome, upstreamCalls } = await turn('こんにちは、調子はどうですか')
    expect(outcome.done?.status).toBe('complete')
    expect(outcome.usage?.estimated).toBe(false)
    expect(outcome.usage?.totalTokens).toBeGreaterThan(0)
    expect(upstreamCalls).toHaveLength(1)
  })

  it('429 then success: retried once after Retry-After, the turn completes', async () => {
    model.enqueue({ status: 429, retryAfterSeconds: 1 })
    injected('429')
    const { outcome, upstreamCalls } = await turn('429 once')
    expect(outcome.done?.status).toBe('complete')
    expect(outcome.error).toBeUndefined()
    expect(upstreamCalls).toHaveLength(2)
    const [first, second] = upstreamCalls
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(900)
  })

  it('429 twice: one retry only, a clear "busy" message, nothing charged', async () => {
    model.enqueue({ status: 429, retryAfterSeconds: 0 }, { status: 429, retryAfterSeconds: 0 })
    injected('429', 2)
    const { outcome, reply, upstreamCalls } = await turn('429 twice')
    expect(upstreamCalls).toHaveLength(2)
    expect(outcome.done?.status).toBe('failed')
    expectClearMessage(outcome, 'rate_limited', /busy \(429\)/)
    expect(outcome.usage?.charged).toBe(0)
    expect(reply?.errorMessage).toContain('429')
  })

  it('500 then success: retried once; 500 twice: a clear message, nothing charged', async () => {
    model.enqueue({ status: 500 })
    injected('500')
    const recovered = await turn('500 once')
    expect(recovered.upstreamCalls).toHaveLength(2)
    expect(recovered.outcome.done?.status).toBe('complete')

    model.enqueue({ status: 500 }, { status: 500 })
    injected('500', 2)
    const { outcome, upstreamCalls } = await turn('500 twice')
    expect(upstreamCalls).toHaveLength(2)
    expect(outcome.done?.status).toBe('failed')
    expectClearMessage(outcome, 'upstream_unavailable', /failed \(500\)/)
    expect(outcome.usage?.charged).toBe(0)
  })

  it('a status outside the retry list (400) is not retried', async () => {
    model.enqueue({ status: 400, errorMessage: 'context length exceeded' })
    injected('400')
    const { outcome, upstreamCalls } = await turn('400 once')
    expect(upstreamCalls).toHaveLength(1)
    expectClearMessage(outcome, 'bad_request', /refused the request \(400\)/)
    expect(outcome.usage?.charged).toBe(0)
  })

  it('a stream cut midway: the partial reply is kept and marked failed, charged for what was produced, never retried', async () => {
    model.enqueue({ chunks: ['途中まで', 'の応答', 'です。', '続き', 'は届かない'], cutAfterChunks: 3 })
    injected('cut stream')
    const { outcome, reply, upstreamCalls } = await turn('長い説明をお願いします')
    expect(upstreamCalls).toHaveLength(1)
    expect(outcome.text).toBe('途中までの応答です。')
    expect(outcome.done?.status).toBe('failed')
    expectClearMessage(outcome, 'interrupted', /cut off\. The partial reply was kept/)
    expect(reply?.content).toBe('途中までの応答です。')
    expect(reply?.errorMessage).toBe(outcome.error?.message)
    // No usage report arrived: the turn is charged the estimate of prompt + produced text.
    expect(outcome.usage?.estimated).toBe(true)
    expect(outcome.usage?.outputTokens).toBeGreaterThan(0)
    expect(outcome.usage?.charged).toBeGreaterThan(0)
  })

  it('a stream that stalls: stopped after the idle timeout, partial kept and charged, the upstream call released', async () => {
    model.enqueue({ chunks: ['Partial ', 'answer ', 'then silence'], stallAfterChunks: 2 })
    injected('stalled stream')
    const { outcome, reply, upstreamCalls } = await turn('stall please')
    expect(upstreamCalls).toHaveLength(1)
    expect(outcome.text).toBe('Partial answer ')
    expectClearMessage(outcome, 'stalled', /stalled for 1\.5 s and was stopped\. The partial reply was kept/)
    expect(reply).toMatchObject({ status: 'failed', content: 'Partial answer ' })
    expect(outcome.usage?.charged).toBeGreaterThan(0)
    expect(upstreamCalls[0]?.clientClosedAt).toBeDefined()
  })

  it('a model that never answers: a timeout message after the first-token limit, not retried, nothing charged', async () => {
    model.enqueue({ hang: true })
    injected('timeout (no answer)')
    const { outcome, upstreamCalls } = await turn('hang please')
    expect(upstreamCalls).toHaveLength(1)
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS)
    expect(outcome.elapsedMs).toBeLessThan(TIMEOUT_MS + 5000)
    expectClearMessage(outcome, 'timeout', /did not answer within 1\.5 s/)
    expect(outcome.done?.status).toBe('failed')
    expect(outcome.usage?.charged).toBe(0)
    expect(upstreamCalls[0]?.clientClosedAt).toBeDefined()
  })

  it('the thread carries on after a failure: the failed reply stays, the next turn completes', async () => {
    model.enqueue({ chunks: ['a', 'b', 'c'], cutAfterChunks: 1 })
    injected('cut stream')
    const first = await turn('first question')
    expect(first.outcome.done?.status).toBe('failed')
    const second = await turn('second question', first.outcome.threadId)
    expect(second.outcome.done?.status).toBe('complete')
    const stored = await getThread(server.url, member, first.outcome.threadId ?? '')
    expect(stored.messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'failed'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ])
  })

  it('30 concurrent turns over a mix of faults: every turn closes, charges its own usage, and the ledger adds up', async () => {
    const scripts = [
      { status: 429, retryAfterSeconds: 0 },
      { status: 500 },
      { chunks: ['x ', 'y ', 'z'], cutAfterChunks: 2 },
      { chunks: ['p ', 'q ', 'r'], stallAfterChunks: 1 },
      { hang: true },
      { chunks: ['fine ', 'reply'], chunkDelayMs: 50 },
    ]
    const mix = Array.from({ length: 30 }, (_, index) => scripts[index % scripts.length] ?? {})
    model.enqueue(...mix)
    for (const script of mix) {
      const kind =
        'status' in script
          ? String(script.status)
          : 'hang' in script
            ? 'timeout (no answer)'
            : 'cutAfterChunks' in script
              ? 'cut stream'
              : 'stallAfterChunks' in script
                ? 'stalled stream'
                : undefined
      if (kind) injected(kind)
    }
    const before = await balanceOf(handle.db, tenant.tenantId)
    const outcomes = await Promise.all(
      mix.map((_, index) => postTurn(server.url, member, { content: `concurrent ${index}` })),
    )
    for (const outcome of outcomes) {
      expect(outcome.networkError).toBeUndefined()
      expect(outcome.status).toBe(200)
      expect(outcome.done).toBeDefined()
      expect(outcome.usage?.charged).toBe(outcome.usage?.totalTokens)
      if (outcome.done?.status === 'failed') expect(outcome.error?.messages.en.length).toBeGreaterThan(10)
    }
    const charged = outcomes.reduce((sum, outcome) => sum + (outcome.usage?.charged ?? 0), 0)
    const after = await balanceOf(handle.db, tenant.tenantId)
    expect(before.balance - after.balance).toBe(charged)
    expect(after.reserved).toBe(0)
    const statuses = new Set(outcomes.map((outcome) => outcome.done?.status))
    expect(statuses).toEqual(new Set(['complete', 'failed']))
    await expectLedgerInvariant(handle.db, tenant.tenantId)
  })
})
