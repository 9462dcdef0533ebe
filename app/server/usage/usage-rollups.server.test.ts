/**
 * The usage rollups (db/schema/usage-rollups.ts) against the raw rows they sum: after real chat
 * turns (finished, stopped, released), ledger refunds and grants, bulk inserts, deleted and
 * corrected events and a deleted tenant, every rollup row must equal the GROUP BY of the raw rows,
 * and /usageSituation and /admin/totalUsageSituation must show exactly what the naive queries
 * over the raw rows show. Days are Japan days on both sides.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import { presetRange, rangeInstants, type UsageRange } from '../../features/usage/usage-range.shared'
import { loadTotalUsage } from '../admin/total-usage/total-usage.server'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { prepareChatTurn } from '../chat/chat-turn.server'
import { collect, ensureTestCatalogue, makeChatTenant, makeMember } from '../chat/testing/chat-fixtures'
import { threadsRepository } from '../chat/threads.server'
import { loadDashboard } from '../dashboards/dashboard.server'
import type { TenantMember } from '../home/tenant-member.server'
import { forTenant } from '../tenancy/scope.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { rawTotalUsage, rawUsageData, rollupDifferences } from './testing/raw-usage'
import { loadUsage } from './usage.server'

const offline = { env: {}, offlineChunkDelayMs: 0 }
// Offline replies are free (issue 18): a priced model's turns give the ledger something to sum.
let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
  server.setDefault({ text: 'お礼のメールです', usage: { promptTokens: 40, completionTokens: 25 } })
})
afterAll(() => server.close())
const tenantPage = { page: 0, pageSize: 25, sort: 'tokens', direction: 'desc' } as const

describeEachDatabase('usage rollups', (database) => {
  const db = () => database.handle().db
  let owner: TenantMember
  let member: TenantMember
  let other: TenantMember

  async function chatTurn(
    who: TenantMember,
    kind: string,
    keyword: string,
    content: string,
    options: { stop?: boolean; priced?: boolean } = {},
  ) {
    const turnOptions = options.priced
      ? { env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' } }
      : offline
    const turn = await prepareChatTurn(db(), { ...who, kind, keyword, content }, turnOptions)
    const controller = new AbortController()
    if (options.stop) controller.abort()
    return collect(turn.run(controller.signal))
  }

  /** /usageSituation equals the naive GROUP BY over the raw rows, for this viewer and range. */
  async function expectUsageEqualsRaw(who: TenantMember, range: UsageRange) {
    const usage = await loadUsage(db(), who, range)
    const raw = await rawUsageData(db(), {
      tenantId: who.tenantId,
      ...rangeInstants(range),
      userId: usage.scope === 'own' ? who.userId : undefined,
    })
    expect(usage.byUser).toEqual(raw.byUser)
    expect(usage.byChat.map(({ name: _name, nameEn: _nameEn, ...row }) => row)).toEqual(raw.byChat)
    expect(usage.byModel).toEqual(raw.byModel)
    expect(usage.byDay.filter((row) => row.turns > 0)).toEqual(raw.byDay)
    expect(usage.ledgerCharged).toBe(raw.ledger.charged)
    if (usage.credits) {
      expect(usage.credits).toEqual({
        planGranted: raw.ledger.planGranted,
        purchased: raw.ledger.purchased,
        additional: raw.ledger.additional,
      })
    }
    return usage
  }

  async function expectTotalEqualsRaw(range: UsageRange, application?: string) {
    const total = await loadTotalUsage(db(), range, { ...tenantPage, application })
    const raw = await rawTotalUsage(db(), { ...rangeInstants(range), application })
    expect(total.totals).toEqual({ ...raw.totals, ledgerCharged: raw.ledgerCharged })
    expect(total.byDay.filter((row) => row.turns > 0)).toEqual(raw.byDay)
    expect(total.byApplication).toEqual(raw.byApplication)
    expect(total.byModel).toEqual(raw.byModel)
    expect(
      total.byTenant.rows.map((row) => ({
        tenantId: row.tenantId,
        slug: row.slug,
        inputTokens: row.inputTokens,
        outputTokens: row.outputTokens,
        tokens: row.tokens,
        charged: row.charged,
        turns: row.turns,
      })),
    ).toEqual(raw.byTenant)
    return total
  }

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    const a = await makeChatTenant(db(), 'rollup-a', 200_000)
    owner = { ...a, role: 'owner' }
    member = {
      tenantId: a.tenantId,
      userId: await makeMember(db(), a.tenantId, 'rollup-member'),
      role: 'member',
    }
    const b = await makeChatTenant(db(), 'rollup-b', 50_000)
    other = { ...b, role: 'owner' }
  })

  it('equals the raw rows after chat turns, stopped turns, refunds and grants', async () => {
    await chatTurn(owner, 'chat', 'default', 'こんにちは')
    await chatTurn(owner, 'customchat', 'mail', '取引先へのお礼のメールを書いて', { priced: true })
    await chatTurn(member, 'faqchat', 'support', 'パスワードを忘れたときの再設定のやり方は？')
    await chatTurn(member, 'customchat', 'mail', '会議の日程調整のメール', { priced: true })
    // Stopped before the model was called: released, a usage event of zero tokens.
    await chatTurn(member, 'chat', 'default', 'やっぱりいいです', { stop: true })
    await chatTurn(other, 'chat', 'default', '別のテナントです')
    const scope = forTenant(db(), owner.tenantId)
    await scope.tokens.record({
      kind: 'refund',
      amount: 300,
      idempotencyKey: 'rollup-refund',
      actor: TEST_ACTOR,
    })
    await scope.tokens.record({
      kind: 'purchase_refund',
      amount: 1_000,
      idempotencyKey: 'rollup-purchase-refund',
      actor: TEST_ACTOR,
    })
    await scope.tokens.grant({ amount: 5_000, actor: TEST_ACTOR, reason: 'rollup bonus' })

    expect(await rollupDifferences(db())).toEqual([])
    const range = presetRange('this-month', new Date())
    const usage = await expectUsageEqualsRaw(owner, range)
    expect(usage.totals.turns).toBe(5)
    expect(usage.ledgerCharged).toBeGreaterThan(0)
    expect((await expectUsageEqualsRaw(member, range)).totals.turns).toBe(3)
    expect((await expectTotalEqualsRaw(range)).totals.tenants).toBe(2)
    await expectTotalEqualsRaw(range, 'hirameki_ai')
  })

  it('counts an event in its Japan day: 23:59 JST on one day, 00:00 JST on the next', async () => {
    const repository = threadsRepository(db(), owner.tenantId)
    const thread = await repository.create({
      ...owner,
      chatKind: 'customchat',
      keyword: 'mail',
      title: 'night',
    })
    const record = (occurredAt: Date, totalTokens: number) =>
      repository.recordUsage({
        userId: owner.userId,
        chatKind: 'customchat',
        keyword: 'mail',
        threadId: thread.id,
        model: 'night-model',
        usage: { inputTokens: totalTokens - 1, outputTokens: 1, totalTokens },
        chargedTokens: totalTokens,
        idempotencyKey: `night:${occurredAt.toISOString()}`,
        occurredAt,
      })
    // 14:59:59.999 UTC is 23:59:59.999 on 31 March in Tokyo; 15:00 UTC is already 1 April.
    await record(new Date('2025-03-31T14:59:59.999Z'), 11)
    await record(new Date('2025-03-31T15:00:00.000Z'), 22)
    const march31: UsageRange = { preset: 'custom', from: '2025-03-31', to: '2025-03-31' }
    expect((await expectUsageEqualsRaw(owner, march31)).byDay).toEqual([
      { day: '2025-03-31', inputTokens: 10, outputTokens: 1, tokens: 11, charged: 11, turns: 1 },
    ])
    const april1 = await loadUsage(db(), owner, { preset: 'custom', from: '2025-04-01', to: '2025-04-01' })
    expect(april1.totals).toEqual({ inputTokens: 21, outputTokens: 1, tokens: 22, charged: 22, turns: 1 })
    const [row] = rowsOf<{ day: string }>(
      await db().execute(sql`select day::text as day from usage_events where total_tokens = 22`),
    )
    expect(row?.day).toBe('2025-04-01')
    // The chat dashboard's days are Japan days too.
    const chatId = 'test-custom'
    const dashboard = await loadDashboard(db(), owner, {
      kind: 'customchat',
      keyword: 'mail',
      chatId,
      days: 7,
      now: new Date('2025-04-01T03:00:00Z'),
    })
    expect(dashboard?.tokensByDay.slice(-2)).toEqual([
      { day: '2025-03-31', inputTokens: 10, outputTokens: 1, tokens: 11, charged: 11, turns: 1 },
      { day: '2025-04-01', inputTokens: 21, outputTokens: 1, tokens: 22, charged: 22, turns: 1 },
    ])
    await expectTotalEqualsRaw({ preset: 'custom', from: '2025-03-31', to: '2025-04-01' })
  })

  it('stays exact through a bulk insert, a corrected event, deleted events and a deleted tenant', async () => {
    const gone = await makeTenant(db(), 'rollup-gone')
    await db().execute(sql`
      insert into usage_events (tenant_id, user_id, chat_kind, keyword, model, day, input_tokens, output_tokens, total_tokens, charged_tokens, occurred_at)
      select t.id, 'bulk-user-' || (g % 7), (array['chat', 'customchat', 'faqchat'])[1 + g % 3], 'kw-' || (g % 2),
             'bulk-model-' || (g % 3), current_date, g, 1, g + 1, g, now() - (g || ' hours')::interval
      from generate_series(1, 500) as g
      cross join (values (${owner.tenantId}), (${gone.id})) as t(id)`)
    expect(await rollupDifferences(db())).toEqual([])

    await db().execute(
      sql`update usage_events set total_tokens = total_tokens + 5, occurred_at = occurred_at - interval '3 days'
          where tenant_id = ${owner.tenantId} and user_id = 'bulk-user-1'`,
    )
    expect(await rollupDifferences(db())).toEqual([])
    await db().execute(
      sql`delete from usage_events where tenant_id = ${owner.tenantId} and user_id = 'bulk-user-2'`,
    )
    expect(await rollupDifferences(db())).toEqual([])
    await db().execute(sql`delete from tenants where id = ${gone.id}`)
    expect(await rollupDifferences(db())).toEqual([])
    const [left] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from usage_rollup_by_user where tenant_id = ${gone.id}`,
      ),
    )
    expect(left?.n).toBe(0)

    const last90 = presetRange('last-90', new Date())
    await expectUsageEqualsRaw(owner, last90)
    await expectUsageEqualsRaw(member, last90)
    await expectTotalEqualsRaw(last90)
  })

  it('writes the rollups in the transaction of the event: a rolled back event leaves no trace', async () => {
    const before = await rollupDifferences(db())
    await expect(
      db().transaction(async (tx) => {
        await threadsRepository(tx, other.tenantId).recordUsage({
          userId: other.userId,
          chatKind: 'chat',
          keyword: 'default',
          threadId: 'none',
          model: 'rolled-back-model',
          usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
          chargedTokens: 2,
          idempotencyKey: 'rolled-back',
        })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(before).toEqual([])
    expect(await rollupDifferences(db())).toEqual([])
    const usage = await loadUsage(db(), other, presetRange('this-month', new Date()))
    expect(usage.byModel.map((row) => row.model)).not.toContain('rolled-back-model')
  })

  it('notices a rollup that disagrees with the raw rows (the check above can fail)', async () => {
    const tamper = (delta: number) =>
      db().execute(sql`update usage_rollup_by_user set charged_tokens = charged_tokens + ${delta}
                       where tenant_id = ${other.tenantId}`)
    await tamper(1)
    expect((await rollupDifferences(db())).join('\n')).toMatch(/usage_rollup_by_user/)
    await tamper(-1)
    expect(await rollupDifferences(db())).toEqual([])
  })
})
