import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { type CHAT_KINDS, chats, tenantChats } from '#db/schema'
import { NotFoundError } from '../errors.server'
import { bumpCacheVersion, CATALOGUE_CACHE } from './cache-version.server'

export type ChatKind = (typeof CHAT_KINDS)[number]

const enabledChatColumns = {
  id: chats.id,
  kind: chats.kind,
  keyword: chats.keyword,
  name: chats.name,
  nameEn: chats.nameEn,
  categoryId: chats.categoryId,
  description: chats.description,
  position: tenantChats.position,
}

/** The catalogue chats one tenant has enabled (and the catalogue still offers). */
export function tenantChatsRepository(db: Db, tenantId: string) {
  const offered = and(eq(tenantChats.tenantId, tenantId), eq(chats.enabled, true))
  return {
    list() {
      return db
        .select(enabledChatColumns)
        .from(tenantChats)
        .innerJoin(chats, eq(chats.id, tenantChats.chatId))
        .where(offered)
        .orderBy(asc(tenantChats.position), asc(chats.keyword))
    },
    /** The chat behind /customchat/{keyword} etc., if this tenant has it. */
    async find(kind: ChatKind, keyword: string) {
      const [chat] = await db
        .select(enabledChatColumns)
        .from(tenantChats)
        .innerJoin(chats, eq(chats.id, tenantChats.chatId))
        .where(and(offered, eq(chats.kind, kind), eq(chats.keyword, keyword)))
      return chat
    },
    async enable(chatId: string, position = 0) {
      const [chat] = await db.select({ id: chats.id }).from(chats).where(eq(chats.id, chatId))
      if (!chat) throw new NotFoundError('errors.tenancy.unknownChat', { chatId })
      await db
        .insert(tenantChats)
        .values({ tenantId, chatId, position })
        .onConflictDoUpdate({ target: [tenantChats.tenantId, tenantChats.chatId], set: { position } })
      await bumpCacheVersion(db, CATALOGUE_CACHE)
    },
    async disable(chatId: string) {
      const removed = await db
        .delete(tenantChats)
        .where(and(eq(tenantChats.tenantId, tenantId), eq(tenantChats.chatId, chatId)))
        .returning()
      if (removed.length > 0) await bumpCacheVersion(db, CATALOGUE_CACHE)
      return removed.length > 0
    },
  }
}
