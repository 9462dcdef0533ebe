import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tokenLedger } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { presetRange, rangeInstants } from '../../features/usage/usage-range.shared'
import { saveMessageFeedback } from '../chat/feedback.server'
import { ensureTestCatalogue, grantTokens, makeChatTenant, makeMember } from '../chat/testing/chat-fixtures'
import { threadsRepository } from '../chat/threads.server'
import type { TenantMember } from '../home/tenant-member.server'
import { forTenant } from '../tenancy/scope.server'
import { loadUsage } from './usage.server'
import { CSV_BOM } from './usage-csv.server'
import { handleUsageCsv, usageCsv } from './usage-export.server'

describeEachDatabase('usage situation', (database) => {
  const db = () => database.handle().db
  let owner: TenantMember
  let member: TenantMember
  let other: TenantMember
  const range = () => presetRange('this-month', new Date())

  /** One chat turn as app/server/chat/chat-turn.server.ts closes it: settle, then record usage. */
  async function turn(
    who: TenantMember,
    chat: { kind: 'chat' | 'customchat' | 'faqchat'; keyword: string },
    used: number,
    model: string,
  ) {
    const scope = forTenant(db(), who.tenantId)
    const repository = threadsRepository(db(), who.tenantId)
    const thread = await repository.create({ ...who, chatKind: chat.kind, keyword: chat.keyword, title: 't' })
    const reservation = await scope.tokens.reserve({ estimate: used + 100, actor: `user:${who.userId}` })
    const settlement = await scope.tokens.settle(reservation.id, used)
    // The reply the call paid for (its ratings are the CSV's feedback columns).
    const reply = await repository.addMessage({
      threadId: thread.id,
      role: 'assistant',
      content: 'a',
      status: 'complete',
      createdAt: new Date(Date.now() - 1000),
    })
    await repository.recordUsage({
      userId: who.userId,
      chatKind: chat.kind,
      keyword: chat.keyword,
      threadId: thread.id,
      model,
      usage: { inputTokens: used - 10, outputTokens: 10, totalTokens: used },
      chargedTokens: settlement.charged,
      idempotencyKey: `turn:${reply.id}`,
    })
    return reply.id
  }

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    const a = await makeChatTenant(db(), 'usage-a', 100_000)
    owner = { ...a, role: 'owner' }
    member = {
      tenantId: a.tenantId,
      userId: await makeMember(db(), a.tenantId, 'usage-member'),
      role: 'member',
    }
    const b = await makeChatTenant(db(), 'usage-b', 100_000)
    other = { ...b, role: 'owner' }
    await forTenant(db(), a.tenantId).tokens.grant({ amount: 5_000, actor: 'test:runner', reason: 'bonus' })
    await grantTokens(db(), a.tenantId, 7_000)
    const mailReply = await turn(owner, { kind: 'customchat', keyword: 'mail' }, 1_200, 'model-x')
    await saveMessageFeedback(db(), owner.tenantId, owner.userId, mailReply, { rating: 'up' })
    await saveMessageFeedback(db(), member.tenantId, member.userId, mailReply, { rating: 'down' })
    await turn(owner, { kind: 'chat', keyword: 'default' }, 300, 'model-y')
    await turn(member, { kind: 'faqchat', keyword: 'support' }, 450, 'model-x')
    await turn(member, { kind: 'customchat', keyword: 'mail' }, 50, 'model-x')
    await turn(other, { kind: 'customchat', keyword: 'mail' }, 9_999, 'model-z')
  })

  async function ledgerUsage(tenantId: string, actor?: string) {
    const { start, end } = rangeInstants(range())
    const [row] = await db()
      .select({ total: sql<string>`coalesce(sum(${tokenLedger.amount}), 0)` })
      .from(tokenLedger)
      .where(
        and(
          eq(tokenLedger.tenantId, tenantId),
          eq(tokenLedger.kind, 'usage'),
          gte(tokenLedger.createdAt, start),
          lt(tokenLedger.createdAt, end),
          actor ? eq(tokenLedger.actor, actor) : undefined,
        ),
      )
    return -Number(row?.total ?? 0)
  }

  it("equals the ledger: charged in the period is minus the sum of the period's usage entries", async () => {
    const usage = await loadUsage(db(), owner, range())
    const fromLedger = await ledgerUsage(owner.tenantId)
    expect(fromLedger).toBe(2_000)
    expect(usage.ledgerCharged).toBe(fromLedger)
    // Model tokens as the provider counted them, beside the credits charged for them.
    expect(usage.totals).toEqual({
      inputTokens: 1_960,
      outputTokens: 40,
      tokens: 2_000,
      charged: 2_000,
      turns: 4,
    })
    expect(usage.byDay.reduce((total, day) => total + day.charged, 0)).toBe(fromLedger)
    expect(usage.balance).toEqual({ balance: 112_000 - 2_000, reserved: 0, available: 110_000 })
    expect(usage.credits).toEqual({ planGranted: 0, purchased: 107_000, additional: 5_000 })
    expect(usage.plan).toMatchObject({ name: 'ゼロ', monthlyTokens: 0, granted: 0 })
    expect(usage.scope).toBe('all')
  })

  it('breaks usage down by user, chat and model', async () => {
    const usage = await loadUsage(db(), owner, range())
    expect(usage.byUser.map((row) => [row.userId, row.tokens, row.turns])).toEqual([
      [owner.userId, 1_500, 2],
      [member.userId, 500, 2],
    ])
    expect(usage.byUser[1]?.name).toBe('usage-member')
    expect(usage.byChat.map((row) => [row.chatKind, row.keyword, row.name, row.tokens])).toEqual([
      ['customchat', 'mail', 'メール作成', 1_250],
      ['faqchat', 'support', 'サポートFAQ', 450],
      ['chat', 'default', null, 300],
    ])
    expect(usage.byModel.map((row) => [row.model, row.tokens])).toEqual([
      ['model-x', 1_700],
      ['model-y', 300],
    ])
    expect(usage.byDay.map((row) => row.day)).toContain(range().to)
  })

  it('shows a member only their own usage (and the tenant balance), equal to their ledger entries', async () => {
    const usage = await loadUsage(db(), member, range())
    expect(usage.scope).toBe('own')
    expect(usage.ledgerCharged).toBe(await ledgerUsage(member.tenantId, `user:${member.userId}`))
    expect(usage.totals).toEqual({ inputTokens: 480, outputTokens: 20, tokens: 500, charged: 500, turns: 2 })
    expect(usage.byUser.map((row) => row.userId)).toEqual([member.userId])
    expect(usage.plan).toBeNull()
    expect(usage.credits).toBeNull()
    expect(usage.balance.available).toBe(110_000)
  })

  it("never shows another tenant's usage", async () => {
    const usage = await loadUsage(db(), owner, range())
    expect(usage.byModel.some((row) => row.model === 'model-z')).toBe(false)
    const theirs = await loadUsage(db(), other, range())
    expect(theirs.ledgerCharged).toBe(9_999)
    expect(theirs.byUser.map((row) => row.userId)).toEqual([other.userId])
    const csv = await usageCsv(db(), owner, range(), 'en')
    expect(csv).not.toContain('model-z')
  })

  it('leaves a range before any usage empty', async () => {
    const usage = await loadUsage(db(), owner, { preset: 'custom', from: '2020-01-01', to: '2020-01-31' })
    expect(usage.ledgerCharged).toBe(0)
    expect(usage.totals.turns).toBe(0)
    expect(usage.byDay).toHaveLength(31)
  })

  describe('CSV export', () => {
    it('escapes commas, quotes and line breaks in names, with a BOM and CRLF', async () => {
      await db().execute(sql`update chats set name = ${'Mail, "quoted"\nname'} where id = 'test-custom'`)
      try {
        const csv = await usageCsv(db(), owner, range(), 'ja')
        expect(csv.startsWith(`${CSV_BOM}日時 (JST),ユーザー,`)).toBe(true)
        const lines = csv.slice(1).split('\r\n')
        expect(lines).toHaveLength(1 + 4 + 1)
        expect(lines.at(-1)).toBe('')
        expect(csv.slice(1).split('\r\n')[0]).toMatch(
          /,入力トークン,出力トークン,合計トークン,消費クレジット,良い評価,良くない評価$/,
        )
        // The call's reply was rated good by one member and bad by another.
        expect(csv).toContain(',customchat,mail,"Mail, ""quoted""\nname",model-x,1190,10,1200,1200,1,1\r\n')
        expect(csv).toContain(',chat,default,チャット,model-y,290,10,300,300,0,0\r\n')
        expect(csv).toContain(',chat,default,チャット,model-y,')
      } finally {
        await db().execute(sql`update chats set name = 'メール作成' where id = 'test-custom'`)
      }
    })

    it("names each chat in the reader's language: English when the catalogue has it", async () => {
      await db().execute(sql`update chats set name_en = 'Email drafting' where id = 'test-custom'`)
      try {
        expect(await usageCsv(db(), owner, range(), 'en')).toContain(
          ',customchat,mail,Email drafting,model-x,',
        )
        expect(await usageCsv(db(), owner, range(), 'ja')).toContain(',customchat,mail,メール作成,model-x,')
        const mail = (await loadUsage(db(), owner, range())).byChat.find((row) => row.keyword === 'mail')
        expect(mail).toMatchObject({ name: 'メール作成', nameEn: 'Email drafting' })
      } finally {
        await db().execute(sql`update chats set name_en = null where id = 'test-custom'`)
      }
    })

    it('gives a member only their rows', async () => {
      const csv = await usageCsv(db(), member, range(), 'en')
      const rows = csv.slice(1).trimEnd().split('\r\n').slice(1)
      expect(rows).toHaveLength(2)
      expect(rows.every((row) => row.includes('usage-member'))).toBe(true)
    })

    it('answers over HTTP: 200 text/csv, 400 on a bad range, 401 without a member', async () => {
      const dependencies = (who: TenantMember | null) => ({
        getDb: async () => db(),
        findMember: async () => who,
      })
      const ok = await handleUsageCsv(
        new Request('http://localhost/api/usage/csv?preset=this-month&lang=en'),
        dependencies(owner),
      )
      expect(ok.status).toBe(200)
      expect(ok.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="usage-\d{4}-\d{2}-\d{2}-/)
      const body = new Uint8Array(await ok.arrayBuffer())
      expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const bad = await handleUsageCsv(
        new Request('http://localhost/api/usage/csv?from=2026-05-02&to=2026-05-01'),
        dependencies(owner),
      )
      expect(bad.status).toBe(400)
      const error = (await bad.json()) as { messages: { ja: string; en: string } }
      expect(error.messages.ja).toContain('期間')
      expect(error.messages.en).toContain('range')
      const anonymous = await handleUsageCsv(
        new Request('http://localhost/api/usage/csv'),
        dependencies(null),
      )
      expect(anonymous.status).toBe(401)
    })
  })
})
