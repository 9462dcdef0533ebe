/**
 * What a chat page needs before it renders (issue 6): the chat as this tenant sees it (name,
 * description, starters from the catalogue), the tenant's other chats (to name the threads an
 * all-chats search finds) and, on a thread page, the thread with its messages. Null when the
 * page does not exist for the caller — an unknown keyword, a chat not enabled for the tenant, a
 * thread of another tenant or of another chat — so the route answers the 404 page. A thread of
 * another member of the same tenant is readable (shareable URL).
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { chats } from '#db/schema'
import type { ChatInfo, ChatPageData, ChatRouteKind } from '../../features/chat/chat-types.shared'
import { ROUTE_KIND_OF } from '../../features/home/chat-paths.shared'
import { NotFoundError } from '../errors.server'
import { attachmentsOfThread } from '../knowledge/attachments.server'
import { forTenant } from '../tenancy/scope.server'
import { type ChatDefinition, loadChatDefinition } from './chat-definition.server'
import { feedbackOfUser, replyIds } from './feedback.server'
import { threadDetailJson } from './thread-json.server'
import { threadsRepository } from './threads.server'

const customSettingsSchema = z.object({ inputHints: z.array(z.string()).optional() })

/** An empty thread offers this many starters at most (a row of chips, not a wall). */
export const MAX_STARTERS = 4

/** The catalogue's input hints, else an FAQ chat's first questions: what an empty thread offers. */
function startersOf(definition: ChatDefinition, settings: unknown): string[] {
  const hints = customSettingsSchema.safeParse(settings).data?.inputHints ?? []
  const questions = (definition.faqEntries ?? []).map((entry) => entry.question)
  const starters = hints.length > 0 ? hints : questions
  return starters.filter((starter) => starter.trim()).slice(0, MAX_STARTERS)
}

async function chatInfo(db: Db, definition: ChatDefinition, kind: ChatRouteKind): Promise<ChatInfo> {
  const info = { kind, keyword: definition.keyword, name: '', description: '', starters: [] as string[] }
  if (!definition.chatId) return info
  const [row] = await db
    .select({ nameEn: chats.nameEn, description: chats.description, settings: chats.settings })
    .from(chats)
    .where(eq(chats.id, definition.chatId))
  return {
    ...info,
    name: definition.name,
    nameEn: row?.nameEn ?? null,
    description: row?.description ?? '',
    starters: startersOf(definition, row?.settings),
  }
}

export async function loadChatPage(
  db: Db,
  caller: { tenantId: string; userId: string },
  page: { kind: ChatRouteKind; keyword: string; threadId?: string },
): Promise<ChatPageData | null> {
  let definition: ChatDefinition
  try {
    definition = await loadChatDefinition(db, caller.tenantId, page.kind, page.keyword)
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
  const [chat, enabled] = await Promise.all([
    chatInfo(db, definition, page.kind),
    forTenant(db, caller.tenantId).chats.list(),
  ])
  const tenantChats = enabled.map((row) => ({
    kind: ROUTE_KIND_OF[row.kind],
    keyword: row.keyword,
    name: row.name,
    nameEn: row.nameEn,
  }))
  const base = { chat, chats: tenantChats, viewerId: caller.userId }
  if (page.threadId === undefined) return { ...base, thread: null }
  const repository = threadsRepository(db, caller.tenantId)
  const thread = await repository.find(page.threadId)
  if (!thread || thread.chatKind !== definition.chatKind || thread.keyword !== definition.keyword) return null
  const [messages, attachments] = await Promise.all([
    repository.messages(thread.id),
    attachmentsOfThread(db, caller.tenantId, thread.id),
  ])
  const feedback = await feedbackOfUser(db, caller.tenantId, caller.userId, replyIds(messages))
  return { ...base, thread: threadDetailJson(thread, messages, feedback, attachments) }
}
