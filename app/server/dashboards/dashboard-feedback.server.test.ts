import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { messageFeedback } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { saveMessageFeedback } from '../chat/feedback.server'
import { ensureTestCatalogue, makeChatTenant, makeMember } from '../chat/testing/chat-fixtures'
import type { TenantMember } from '../home/tenant-member.server'
import { forTenant } from '../tenancy/scope.server'
import { loadDashboard } from './dashboard.server'
import { satisfactionOf } from './dashboard-feedback.server'
import { questionAndReply } from './testing/question-and-reply'

const NOW = new Date('2025-03-31T12:00:00Z')

it('satisfaction is up / (up + down), and none without ratings', () => {
  expect(satisfactionOf(3, 1)).toBe(0.75)
  expect(satisfactionOf(0, 2)).toBe(0)
  expect(satisfactionOf(0, 0)).toBeNull()
})

describeEachDatabase('feedback on the chat dashboard', (database) => {
  const db = () => database.handle().db
  let owner: TenantMember
  let member: TenantMember
  let other: TenantMember
  const faq = { chatKind: 'faqchat', keyword: 'support' } as const

  /** A question and its reply in a new thread of `who`; returns the reply's id. */
  async function reply(
    who: TenantMember,
    question: string,
    answer: string,
    chat: { chatKind: 'faqchat' | 'customchat'; keyword: string } = faq,
  ) {
    return (await questionAndReply(db(), who, { ...chat, question, answer })).replyId
  }

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    const first = await makeChatTenant(db(), 'dash-feedback-a', 0)
    owner = { tenantId: first.tenantId, userId: first.userId, role: 'owner' }
    await forTenant(db(), first.tenantId).members.add(first.userId, 'owner')
    member = {
      tenantId: first.tenantId,
      userId: await makeMember(db(), first.tenantId, 'dash-feedback-member'),
      role: 'member',
    }
    const second = await makeChatTenant(db(), 'dash-feedback-b', 0)
    other = { tenantId: second.tenantId, userId: second.userId, role: 'owner' }

    const returns = await reply(owner, '返品はできますか', '30日以内なら返品できます。')
    await saveMessageFeedback(db(), owner.tenantId, owner.userId, returns, { rating: 'up' })
    const delivery = await reply(member, '配送にかかる日数は？', '3日です。')
    await saveMessageFeedback(db(), member.tenantId, member.userId, delivery, {
      rating: 'down',
      reason: 'outdated',
      comment: '今は5日かかります',
    })
    // A colleague's rating of the same reply counts separately; changed ratings count once.
    await saveMessageFeedback(db(), owner.tenantId, owner.userId, delivery, { rating: 'down' })
    await saveMessageFeedback(db(), owner.tenantId, owner.userId, delivery, { rating: 'up' })
    // Rated before the period: not counted.
    const old = await reply(owner, '古い質問', '古い回答')
    await saveMessageFeedback(db(), owner.tenantId, owner.userId, old, { rating: 'down', reason: 'wrong' })
    await db()
      .update(messageFeedback)
      .set({ updatedAt: new Date('2025-01-01T00:00:00Z') })
      .where(and(eq(messageFeedback.tenantId, owner.tenantId), eq(messageFeedback.messageId, old)))
    // Another chat and another tenant: not counted.
    const mail = await reply(owner, 'メール', '文面', { chatKind: 'customchat', keyword: 'mail' })
    await saveMessageFeedback(db(), owner.tenantId, owner.userId, mail, { rating: 'down' })
    const foreign = await reply(other, '返品はできますか', 'はい')
    await saveMessageFeedback(db(), other.tenantId, other.userId, foreign, {
      rating: 'down',
      reason: 'wrong',
    })
  })

  const load = (who: TenantMember) =>
    loadDashboard(db(), who, { kind: 'faqchat', keyword: 'support', chatId: 'test-faq', days: 30, now: NOW })

  it("shows an owner the tenant's satisfaction and thumbs-down with question, answer, reason, comment", async () => {
    const dashboard = await load(owner)
    expect(dashboard?.feedback).toMatchObject({ up: 2, down: 1, satisfaction: 2 / 3 })
    expect(dashboard?.feedback.downvotes).toEqual([
      expect.objectContaining({
        question: '配送にかかる日数は？',
        answer: '3日です。',
        reason: 'outdated',
        comment: '今は5日かかります',
      }),
    ])
  })

  it('shows a member only their own ratings', async () => {
    const dashboard = await load(member)
    expect(dashboard?.feedback).toMatchObject({ up: 0, down: 1, satisfaction: 0 })
    const foreign = await load(other)
    expect(foreign?.feedback).toMatchObject({ up: 0, down: 1 })
    expect(foreign?.feedback.downvotes.map((row) => row.answer)).toEqual(['はい'])
  })
})
