/** Test builder: a question and its finished reply in a new thread, as a chat turn leaves them. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { threads } from '#db/schema'
import { type ThreadChatKind, type TokenUsage, threadsRepository } from '../../chat/threads.server'
import type { ReplySource } from '../../knowledge/chat-grounding.server'

export async function questionAndReply(
  db: Db,
  who: { tenantId: string; userId: string },
  turn: {
    chatKind: ThreadChatKind
    keyword: string
    question: string
    answer: string
    /** When the question was asked (the repository stamps "now"); the reply follows at once. */
    at?: Date
    usage?: TokenUsage
    /** FAQ chats: the entries the reply was grounded in; empty = nothing matched. */
    sources?: ReplySource[]
  },
): Promise<{ threadId: string; replyId: string }> {
  const at = turn.at ?? new Date()
  const repository = threadsRepository(db, who.tenantId)
  const thread = await repository.create({
    userId: who.userId,
    chatKind: turn.chatKind,
    keyword: turn.keyword,
    title: turn.question,
  })
  await db
    .update(threads)
    .set({ createdAt: at, updatedAt: at })
    .where(and(eq(threads.tenantId, who.tenantId), eq(threads.id, thread.id)))
  await repository.addMessage({
    threadId: thread.id,
    role: 'user',
    content: turn.question,
    status: 'complete',
    createdAt: at,
  })
  const reply = await repository.addMessage({
    threadId: thread.id,
    role: 'assistant',
    content: '',
    status: 'streaming',
    createdAt: new Date(at.getTime() + 1),
  })
  await repository.finishMessage(reply.id, {
    content: turn.answer,
    status: 'complete',
    usage: turn.usage ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
    credits: 0,
    model: 'offline',
    sources: turn.sources,
  })
  return { threadId: thread.id, replyId: reply.id }
}
