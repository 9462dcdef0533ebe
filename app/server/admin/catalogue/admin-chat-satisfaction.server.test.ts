import { expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { saveMessageFeedback } from '../../chat/feedback.server'
import { ensureTestCatalogue, makeChatTenant } from '../../chat/testing/chat-fixtures'
import { threadsRepository } from '../../chat/threads.server'
import { requireChat } from './admin-chats.server'

describeEachDatabase("a catalogue chat's satisfaction across tenants", (database) => {
  const db = () => database.handle().db

  async function ratedReply(tenantId: string, userId: string, keyword: string, rating: 'up' | 'down') {
    const repository = threadsRepository(db(), tenantId)
    const chatKind = keyword === 'support' ? 'faqchat' : 'customchat'
    const thread = await repository.create({ userId, chatKind, keyword, title: 'q' })
    await repository.addMessage({ threadId: thread.id, role: 'user', content: 'q', status: 'complete' })
    const reply = await repository.addMessage({
      threadId: thread.id,
      role: 'assistant',
      content: 'a',
      status: 'complete',
    })
    await saveMessageFeedback(db(), tenantId, userId, reply.id, { rating })
  }

  it('counts every tenant’s ratings of that chat only', async () => {
    await ensureTestCatalogue(db())
    expect(await requireChat(db(), 'test-faq')).toMatchObject({
      upVotes: 0,
      downVotes: 0,
      satisfaction: null,
    })
    const first = await makeChatTenant(db(), 'satisfaction-a', 0)
    const second = await makeChatTenant(db(), 'satisfaction-b', 0)
    await ratedReply(first.tenantId, first.userId, 'support', 'up')
    await ratedReply(first.tenantId, first.userId, 'support', 'up')
    await ratedReply(second.tenantId, second.userId, 'support', 'down')
    await ratedReply(second.tenantId, second.userId, 'support', 'up')
    // Another chat's rating is not this chat's.
    await ratedReply(first.tenantId, first.userId, 'mail', 'down')

    expect(await requireChat(db(), 'test-faq')).toMatchObject({
      upVotes: 3,
      downVotes: 1,
      satisfaction: 0.75,
    })
    expect(await requireChat(db(), 'test-custom')).toMatchObject({
      upVotes: 0,
      downVotes: 1,
      satisfaction: 0,
    })
  })
})
