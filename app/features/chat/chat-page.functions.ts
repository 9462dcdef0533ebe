import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../server/auth/session.server'
import { loadChatPage } from '../../server/chat/chat-page.server'
import { CHAT_ROUTE_KINDS, type ChatPageData } from './chat-types.shared'

/** A request that names no page reads as null: the page does not exist. */
const pageSchema = z
  .object({
    kind: z.enum(CHAT_ROUTE_KINDS),
    keyword: z.string().min(1).max(100),
    threadId: z.string().min(1).max(100).optional(),
  })
  .nullable()
  .catch(null)

/**
 * The chat (and thread) a chat page shows, for the signed-in tenant member; null when the page
 * does not exist for them (app/server/chat/chat-page.server.ts), and the route shows the 404 page.
 */
export const getChatPage = createServerFn({ method: 'GET' })
  .validator(pageSchema)
  .handler(async ({ data: page }): Promise<ChatPageData | null> => {
    if (!page) return null
    const session = await getRequestSession(getRequest().headers)
    // The access guard sent everyone else to sign in; a system administrator has no chats.
    if (!session?.user.tenantId || session.user.isSystemAdminLogin) return null
    const { db } = await getDatabase()
    return loadChatPage(db, { tenantId: session.user.tenantId, userId: session.user.id }, page)
  })
