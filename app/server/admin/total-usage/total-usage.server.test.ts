import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { presetRange } from '#app/features/usage/usage-range.shared'
import { describeEachDatabase } from '#db/testing'
import { ensureTestCatalogue, makeChatTenant } from '../../chat/testing/chat-fixtures'
import { threadsRepository } from '../../chat/threads.server'
import type { TenantMember } from '../../home/tenant-member.server'
import { ADMIN_TOKEN, bearer, paymentDependencies } from '../../payment/testing/payment-fixtures'
import { forTenant } from '../../tenancy/scope.server'
import { loadUsage } from '../../usage/usage.server'
import { CSV_BOM } from '../../usage/usage-csv.server'
import { loadTotalUsage } from './total-usage.server'
import { handleTotalUsageCsv } from './total-usage-csv.server'

const tenantPage = { page: 0, pageSize: 25, sort: 'tokens', direction: 'desc' } as const

describeEachDatabase('total usage across tenants', (database) => {
  const db = () => database.handle().db
  const dependencies = paymentDependencies(() => database.handle())
  const owners: TenantMember[] = []
  const range = () => presetRange('this-month', new Date())

  /** One chat turn as the chat service closes it: settle, then record usage. */
  async function turn(who: TenantMember, used: number, model: string, estimate = used + 100) {
    const scope = forTenant(db(), who.tenantId)
    const repository = threadsRepository(db(), who.tenantId)
    const thread = await repository.create({ ...who, chatKind: 'customchat', keyword: 'mail', title: 't' })
    const reservation = await scope.tokens.reserve({ estimate, actor: `user:${who.userId}` })
    const settlement = await scope.tokens.settle(reservation.id, used)
    await repository.recordUsage({
      userId: who.userId,
      chatKind: 'customchat',
      keyword: 'mail',
      threadId: thread.id,
      model,
      usage: { inputTokens: used - 10, outputTokens: 10, totalTokens: used },
      chargedTokens: settlement.charged,
      idempotencyKey: `turn:${reservation.id}`,
    })
  }

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    for (const [slug, tokens] of [
      ['total-a', 100_000],
      ['total-b', 100_000],
      ['total-c', 500],
    ] as const) {
      const tenant = await makeChatTenant(db(), slug, tokens)
      owners.push({ ...tenant, role: 'owner' })
    }
    const [a, b, c] = owners as [TenantMember, TenantMember, TenantMember]
    await turn(a, 1_200, 'model-x')
    await turn(a, 300, 'model-y')
    await turn(b, 4_000, 'model-x')
    // More than c's balance: charged only what was there (the whole reservation), as the chat service does.
    await turn(c, 900, 'model-z', 500)
  })

  it('sums equal each tenant’s own usage page and the ledger', async () => {
    const total = await loadTotalUsage(db(), range(), tenantPage)
    const perTenant = await Promise.all(owners.map((owner) => loadUsage(db(), owner, range())))
    const add = (pick: (usage: (typeof perTenant)[number]) => number) =>
      perTenant.reduce((sum, usage) => sum + pick(usage), 0)
    expect(total.totals).toEqual({
      inputTokens: add((usage) => usage.totals.inputTokens),
      outputTokens: add((usage) => usage.totals.outputTokens),
      tokens: add((usage) => usage.totals.tokens),
      charged: add((usage) => usage.totals.charged),
      turns: add((usage) => usage.totals.turns),
      ledgerCharged: add((usage) => usage.ledgerCharged),
      tenants: 3,
    })
    expect(total.totals).toMatchObject({
      inputTokens: 6_360,
      outputTokens: 40,
      tokens: 6_400,
      charged: 6_000,
      turns: 4,
      ledgerCharged: 6_000,
    })
    for (const [index, usage] of perTenant.entries()) {
      const row = total.byTenant.rows.find((candidate) => candidate.tenantId === owners[index]?.tenantId)
      expect(row).toMatchObject({
        inputTokens: usage.totals.inputTokens,
        outputTokens: usage.totals.outputTokens,
        tokens: usage.totals.tokens,
        charged: usage.totals.charged,
        turns: usage.totals.turns,
        ledgerCharged: usage.ledgerCharged,
      })
    }
    expect(total.byTenant.rows.map((row) => row.slug)).toEqual(['total-b', 'total-a', 'total-c'])
    expect(total.byModel).toEqual([
      { model: 'model-x', inputTokens: 5_180, outputTokens: 20, tokens: 5_200, charged: 5_200, turns: 2 },
      { model: 'model-z', inputTokens: 890, outputTokens: 10, tokens: 900, charged: 500, turns: 1 },
      { model: 'model-y', inputTokens: 290, outputTokens: 10, tokens: 300, charged: 300, turns: 1 },
    ])
    expect(total.byApplication).toEqual([
      {
        key: 'hirameki_ai',
        name: 'ヒラメキAI',
        inputTokens: 6_360,
        outputTokens: 40,
        tokens: 6_400,
        charged: 6_000,
        turns: 4,
      },
    ])
    expect(total.byDay.reduce((sum, day) => sum + day.tokens, 0)).toBe(6_400)
    expect(total.byDay.map((day) => day.day)).toEqual(
      Array.from({ length: total.byDay.length }, (_, index) => total.byDay[index]?.day),
    )
    const none = await loadTotalUsage(db(), range(), { ...tenantPage, application: 'no-such-app' })
    expect(none.totals).toMatchObject({ tokens: 0, turns: 0, ledgerCharged: 0, tenants: 0 })
  })

  it('pages the tenant breakdown on the server over thousands of tenants', async () => {
    // 2,000 tenants with one usage event each, inserted by two statements.
    await db().execute(sql`
      insert into tenants (id, slug, name, application_key, plan_id)
      select 'bulk-' || g, 'bulk-' || lpad(g::text, 4, '0'), 'Bulk ' || g, 'hirameki_ai', 'zero'
      from generate_series(1, 2000) as g`)
    await db().execute(sql`
      insert into usage_events (tenant_id, user_id, chat_kind, keyword, model, day, total_tokens, charged_tokens, occurred_at)
      select 'bulk-' || g, 'u', 'chat', 'default', 'model-bulk', current_date, g, g, now()
      from generate_series(1, 2000) as g`)
    const first = await loadTotalUsage(db(), range(), { ...tenantPage, pageSize: 10 })
    expect(first.byTenant.total).toBe(2_003)
    expect(first.byTenant.rows).toHaveLength(10)
    expect(first.byTenant.rows[0]).toMatchObject({ slug: 'total-b', tokens: 4_000 })
    expect(first.byTenant.rows[1]).toMatchObject({ slug: 'bulk-2000', tokens: 2_000 })
    const bySlug = await loadTotalUsage(db(), range(), {
      page: 200,
      pageSize: 10,
      sort: 'tenant',
      direction: 'asc',
    })
    expect(bySlug.byTenant.rows.map((row) => row.slug)).toEqual(['total-a', 'total-b', 'total-c'])
    expect(bySlug.totals.tokens).toBe(6_400 + (2_000 * 2_001) / 2)
  })

  it('exports the rows as CSV for the administrator only', async () => {
    const { from, to } = range()
    const url = `/api/admin/usage/csv?from=${from}&to=${to}&lang=en`
    const request = (token: string) => new Request(`http://localhost:3000${url}`, { headers: bearer(token) })
    const response = await handleTotalUsageCsv(request(ADMIN_TOKEN), dependencies)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain(`total-usage-${from}-${to}.csv`)
    // Bytes, not text(): the decoder would drop the BOM this checks for.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(text.startsWith(CSV_BOM)).toBe(true)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Day (JST),Tenant,Tenant name,Application,Application name,Model,Turns,Input tokens,Output tokens,Total tokens,Credits charged',
    )
    const tenantA = lines.filter((line) => line.includes(',total-a,'))
    expect(tenantA.map((line) => line.split(',').slice(5).join(','))).toEqual([
      'model-x,1,1190,10,1200,1200',
      'model-y,1,290,10,300,300',
    ])
    const ja = await handleTotalUsageCsv(
      new Request(`http://localhost:3000/api/admin/usage/csv?from=${from}&to=${to}`, {
        headers: bearer(ADMIN_TOKEN),
      }),
      dependencies,
    )
    expect(await ja.text()).toMatch(
      /^日付 \(JST\),テナント,.*,入力トークン,出力トークン,合計トークン,消費クレジット\r\n/,
    )

    const forbidden = await handleTotalUsageCsv(request(owners[0]?.userId ?? ''), dependencies)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({
      messages: {
        ja: 'この操作はシステム管理者のみ行えます。管理者としてログインしてください。',
        en: 'Only the system administrator can do this. Sign in as the administrator.',
      },
    })
    const badRange = await handleTotalUsageCsv(
      new Request('http://localhost:3000/api/admin/usage/csv?from=2025-02-30&to=2025-03-01', {
        headers: bearer(ADMIN_TOKEN),
      }),
      dependencies,
    )
    expect(badRange.status).toBe(400)
    expect(await badRange.json()).toMatchObject({ error: 'invalid_range' })
  })
})
