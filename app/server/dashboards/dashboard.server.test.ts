import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { ensureTestCatalogue, makeChatTenant, makeMember } from '../chat/testing/chat-fixtures'
import { type ThreadChatKind, threadsRepository } from '../chat/threads.server'
import type { TenantMember } from '../home/tenant-member.server'
import type { ReplySource } from '../knowledge/chat-grounding.server'
import { forTenant } from '../tenancy/scope.server'
import { loadDashboard } from './dashboard.server'
import { questionAndReply } from './testing/question-and-reply'

const NOW = new Date('2025-03-31T12:00:00Z')
const daysAgo = (days: number, hour = 9) =>
  new Date(Date.UTC(2025, 2, 31 - days, hour, Math.floor(Math.random() * 59)))

describeEachDatabase('chat dashboards', (database) => {
  const db = () => database.handle().db
  let owner: TenantMember
  let member: TenantMember
  let other: TenantMember

  /** One question and its reply in a thread of `userId`, with its usage event. */
  async function turn(
    who: TenantMember,
    chat: { kind: ThreadChatKind; keyword: string },
    question: string,
    at: Date,
    options: { tokens?: number; sources?: ReplySource[] } = {},
  ) {
    const tokens = options.tokens ?? 100
    const usage = { inputTokens: tokens - 1, outputTokens: 1, totalTokens: tokens }
    const { threadId } = await questionAndReply(db(), who, {
      chatKind: chat.kind,
      keyword: chat.keyword,
      question,
      answer: 'answer',
      at,
      usage,
      sources: options.sources,
    })
    const repository = threadsRepository(db(), who.tenantId)
    await repository.recordUsage({
      userId: who.userId,
      chatKind: chat.kind,
      keyword: chat.keyword,
      threadId,
      model: 'priced-model',
      usage,
      // A model priced at 2,000 credits per 1,000 tokens: credits and tokens must not be confused.
      chargedTokens: tokens * 2,
      idempotencyKey: `turn:${threadId}`,
      occurredAt: at,
    })
    return { id: threadId }
  }

  const custom = { kind: 'customchat', keyword: 'mail' } as const
  const faq = { kind: 'faqchat', keyword: 'support' } as const
  const source: ReplySource = { type: 'faq', id: '0', title: '返品はできますか', snippet: '', score: 0.8 }

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    const first = await makeChatTenant(db(), 'dash-a', 0)
    owner = { tenantId: first.tenantId, userId: first.userId, role: 'owner' }
    await forTenant(db(), first.tenantId).members.add(first.userId, 'owner')
    member = {
      tenantId: first.tenantId,
      userId: await makeMember(db(), first.tenantId, 'dash-member'),
      role: 'member',
    }
    const second = await makeChatTenant(db(), 'dash-b', 0)
    other = { tenantId: second.tenantId, userId: second.userId, role: 'owner' }

    await turn(owner, custom, 'メールの書き方を教えて', daysAgo(0), { tokens: 300 })
    await turn(owner, custom, '  メールの書き方を教えて\n', daysAgo(1), { tokens: 100 })
    await turn(member, custom, '議事録を要約して', daysAgo(1), { tokens: 50 })
    await turn(member, custom, '古い質問', daysAgo(40), { tokens: 1000 })
    const deleted = await turn(owner, custom, '消したスレッドの質問', daysAgo(2), { tokens: 10 })
    await threadsRepository(db(), owner.tenantId).softDelete(deleted.id, owner.userId)
    await turn(owner, faq, '返品はできますか', daysAgo(0), { sources: [source] })
    await turn(member, faq, '宇宙旅行の予約は？', daysAgo(0), { sources: [] })
    await turn(member, faq, '宇宙旅行の予約は？', daysAgo(3), { sources: [] })
    await turn(other, custom, '他のテナントの質問', daysAgo(0), { tokens: 7777 })
  })

  const chatId = { customchat: 'test-custom', faqchat: 'test-faq', opschat: 'test-ops' } as const
  const load = (who: TenantMember, kind: keyof typeof chatId, keyword: string, days: 7 | 30 | 90 = 7) =>
    loadDashboard(db(), who, { kind, keyword, chatId: chatId[kind], days, now: NOW })

  it('shows an owner every member of the tenant, day by day', async () => {
    const data = await load(owner, 'customchat', 'mail')
    expect(data?.chat).toMatchObject({ id: 'test-custom', keyword: 'mail', name: 'メール作成' })
    expect(data?.scope).toBe('all')
    expect(data?.range).toEqual({ days: 7, from: '2025-03-25', to: '2025-03-31' })
    expect(data?.activity).toHaveLength(7)
    expect(data?.activity.slice(-4)).toEqual([
      { day: '2025-03-28', threads: 0, messages: 0, questions: 0 },
      { day: '2025-03-29', threads: 1, messages: 2, questions: 1 },
      { day: '2025-03-30', threads: 2, messages: 4, questions: 2 },
      { day: '2025-03-31', threads: 1, messages: 2, questions: 1 },
    ])
    expect(data?.tokensByDay.slice(-3)).toEqual([
      { day: '2025-03-29', inputTokens: 9, outputTokens: 1, tokens: 10, charged: 20, turns: 1 },
      { day: '2025-03-30', inputTokens: 148, outputTokens: 2, tokens: 150, charged: 300, turns: 2 },
      { day: '2025-03-31', inputTokens: 299, outputTokens: 1, tokens: 300, charged: 600, turns: 1 },
    ])
    expect(data?.totals).toEqual({
      threads: 4,
      questions: 4,
      inputTokens: 456,
      outputTokens: 4,
      tokens: 460,
      charged: 920,
      turns: 4,
    })
    expect(data?.tokensByUser.map((row) => [row.userId, row.tokens, row.charged, row.turns])).toEqual([
      [owner.userId, 410, 820, 3],
      [member.userId, 50, 100, 1],
    ])
    expect(data?.tokensByUser[0]?.name).toBe('dash-a')
    // Surrounding spaces do not split a question; a deleted thread's text is not shown.
    expect(data?.topQuestions.map((row) => [row.question, row.count])).toEqual([
      ['メールの書き方を教えて', 2],
      ['議事録を要約して', 1],
    ])
    expect(data?.unansweredQuestions).toBeNull()
  })

  it('widens with the range', async () => {
    const data = await load(owner, 'customchat', 'mail', 90)
    expect(data?.activity).toHaveLength(90)
    expect(data?.totals.tokens).toBe(1460)
    expect(data?.topQuestions.map((row) => row.question)).toContain('古い質問')
  })

  it('shows a member only their own data', async () => {
    const data = await load(member, 'customchat', 'mail', 90)
    expect(data?.scope).toBe('own')
    expect(data?.tokensByUser.map((row) => row.userId)).toEqual([member.userId])
    expect(data?.totals).toMatchObject({ threads: 2, questions: 2, tokens: 1050, charged: 2100, turns: 2 })
    expect(data?.topQuestions.map((row) => row.question).sort()).toEqual(['古い質問', '議事録を要約して'])
    expect(JSON.stringify(data)).not.toContain('メールの書き方')
  })

  it('lists the FAQ questions no entry answered', async () => {
    const data = await load(owner, 'faqchat', 'support')
    expect(data?.unansweredQuestions?.map((row) => [row.question, row.count])).toEqual([
      ['宇宙旅行の予約は？', 2],
    ])
    expect(data?.topQuestions.map((row) => row.question)).toEqual(['宇宙旅行の予約は？', '返品はできますか'])
    const own = await load(owner, 'faqchat', 'support')
    expect(own?.scope).toBe('all')
  })

  it('never mixes in another tenant', async () => {
    const data = await load(other, 'customchat', 'mail')
    expect(data?.totals).toMatchObject({ threads: 1, questions: 1, tokens: 7777, charged: 15_554 })
    expect(data?.tokensByUser.map((row) => row.userId)).toEqual([other.userId])
    const ours = await load(owner, 'customchat', 'mail')
    expect(JSON.stringify(ours)).not.toContain('他のテナント')
  })

  it('is not found for a mismatched id, a disabled chat or a chat the tenant lacks', async () => {
    expect(
      await loadDashboard(db(), owner, { kind: 'customchat', keyword: 'mail', chatId: 'test-faq', days: 7 }),
    ).toBeNull()
    expect(
      await loadDashboard(db(), owner, { kind: 'faqchat', keyword: 'mail', chatId: 'test-custom', days: 7 }),
    ).toBeNull()
    expect(
      await loadDashboard(db(), owner, {
        kind: 'customchat',
        keyword: 'not-enabled',
        chatId: 'test-disabled',
        days: 7,
      }),
    ).toBeNull()
    await forTenant(db(), other.tenantId).chats.disable('test-ops')
    expect(await load(other, 'opschat', 'incident')).toBeNull()
    expect(await load(owner, 'opschat', 'incident')).not.toBeNull()
  })
})
