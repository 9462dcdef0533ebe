/**
 * Issue 18: a usage event is written once per model call. The chat turn retries its writes while
 * the database restarts; when a commit went through but its answer was lost, the retry must find
 * the same key (`turn:<assistant message id>`) and count nothing twice, in the events or in the
 * rollups the usage pages read.
 */
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { presetRange } from '../../features/usage/usage-range.shared'
import { prepareChatTurn } from '../chat/chat-turn.server'
import { collect, ensureTestCatalogue, makeChatTenant } from '../chat/testing/chat-fixtures'
import { threadsRepository } from '../chat/threads.server'
import type { TenantMember } from '../home/tenant-member.server'
import { rollupDifferences } from './testing/raw-usage'
import { loadUsage } from './usage.server'

describeEachDatabase('usage events are recorded once per model call', (database) => {
  const db = () => database.handle().db
  let owner: TenantMember
  let other: TenantMember

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    owner = { ...(await makeChatTenant(db(), 'usage-once-a', 50_000)), role: 'owner' }
    other = { ...(await makeChatTenant(db(), 'usage-once-b', 50_000)), role: 'owner' }
  })

  const thisMonth = () => presetRange('this-month', new Date())

  async function record(who: TenantMember, idempotencyKey: string, totalTokens = 120) {
    const repository = threadsRepository(db(), who.tenantId)
    return repository.recordUsage({
      userId: who.userId,
      chatKind: 'chat',
      keyword: 'default',
      threadId: 'thread-of-the-retry',
      model: 'retry-model',
      usage: { inputTokens: totalTokens - 20, outputTokens: 20, totalTokens },
      chargedTokens: totalTokens,
      idempotencyKey,
    })
  }

  it('a retried write, even several at once, counts once in the events and the rollups', async () => {
    const before = await loadUsage(db(), owner, thisMonth())
    const first = await record(owner, 'turn:retried-message')
    // The retry after a lost answer, and a burst of them racing each other.
    const retry = await record(owner, 'turn:retried-message')
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => record(owner, 'turn:retried-message')))

    const events = await threadsRepository(db(), owner.tenantId).usageEvents()
    expect(events.filter((event) => event.model === 'retry-model')).toHaveLength(1)
    const after = await loadUsage(db(), owner, thisMonth())
    expect(after.totals.turns - before.totals.turns).toBe(1)
    expect(after.totals.tokens - before.totals.tokens).toBe(120)
    expect(after.byModel.find((row) => row.model === 'retry-model')).toMatchObject({ turns: 1, tokens: 120 })
    expect(await rollupDifferences(db())).toEqual([])
    // Only the first write says it wrote.
    expect([first, retry, ...burst]).toEqual([true, false, false, false, false, false, false])
  })

  it('keys are per tenant: another tenant may use the same one', async () => {
    expect(await record(other, 'turn:retried-message', 50)).toBe(true)
    const usage = await loadUsage(db(), other, thisMonth())
    expect(usage.byModel.find((row) => row.model === 'retry-model')).toMatchObject({ turns: 1, tokens: 50 })
  })

  it("a chat turn records its usage under its reply's id, so writing it again adds nothing", async () => {
    const turn = await prepareChatTurn(
      db(),
      { ...owner, kind: 'chat', keyword: 'default', content: '一度だけ数えてください' },
      { env: {}, offlineChunkDelayMs: 0 },
    )
    await collect(turn.run())
    const repository = threadsRepository(db(), owner.tenantId)
    const key = `turn:${turn.assistantMessageId}`
    const mine = (await repository.usageEvents()).filter((event) => event.idempotencyKey === key)
    expect(mine).toHaveLength(1)
    const before = await loadUsage(db(), owner, thisMonth())
    const replay = await repository.recordUsage({
      userId: owner.userId,
      chatKind: 'chat',
      keyword: 'default',
      threadId: turn.threadId,
      model: mine[0]?.model ?? 'offline',
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
      chargedTokens: 2,
      idempotencyKey: key,
    })
    expect(replay).toBe(false)
    expect((await loadUsage(db(), owner, thisMonth())).totals).toEqual(before.totals)
  })
})
