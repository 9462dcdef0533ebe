/**
 * What a chat page needs before it renders (issue 6): the chat as this tenant sees it (name,
 * description, input hints from the catalogue) and, on a thread page, the thread with its
 * messages. Null when the page does not exist for the caller — an unknown keyword, a chat not
 * enabled for the tenant, a thread of another tenant or of another chat — so the route answers
 * the 404 page. A thread of another member of the same tenant is readable (shareable URL).
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { chats } from '../../../db/schema'
import type { ChatPageData, ChatRouteKind } from '../../features/chat/chat-types'
import { NotFoundError } from '../errors.server'
import { loadChatDefinition } from './chat-definition.server'
import { threadDetailJson } from './thread-json.server'
import { threadsRepository } from './threads.server'

const customSettingsSchema = z.object({ inputHints: z.array(z.string()).optional() })

export async function loadChatPage(
  db: Db,
  caller: { tenantId: string; userId: string },
  page: { kind: ChatRouteKind; keyword: string; threadId?: string },
): Promise<ChatPageData | null> {
  let definition: Awaited<ReturnType<typeof loadChatDefinition>>
  try {
    definition = await loadChatDefinition(db, caller.tenantId, page.kind, page.keyword)
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
  let description = ''
  let inputHints: string[] = []
  if (definition.chatId) {
    const [row] = await db
      .select({ description: chats.description, settings: chats.settings })
      .from(chats)
      .where(eq(chats.id, definition.chatId))
    description = row?.description ?? ''
    inputHints = customSettingsSchema.safeParse(row?.settings).data?.inputHints ?? []
  }
  const chat = {
    kind: page.kind,
    keyword: page.keyword,
    name: definition.chatId ? definition.name : '',
    description,
    inputHints,
  }
  if (page.threadId === undefined) return { chat, viewerId: caller.userId, thread: null }
  const repository = threadsRepository(db, caller.tenantId)
  const thread = await repository.find(page.threadId)
  if (!thread || thread.chatKind !== definition.chatKind || thread.keyword !== definition.keyword) return null
  return {
    chat,
    viewerId: caller.userId,
    thread: threadDetailJson(thread, await repository.messages(thread.id)),
  }
}
