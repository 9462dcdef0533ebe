/**
 * What the eight chat routes' loaders share: the chat and thread from the server, or the 404
 * page when the chat is unknown or not enabled for the tenant, or the thread is not this
 * tenant's. Kept apart from the page (chat-route-page.tsx): route loaders ship in the first-load
 * bundle, and importing the page from here would pull the signed-in shell into /login's.
 */
import { notFound } from '@tanstack/react-router'
import { createI18n } from '#app/i18n/i18n'
import { messagesFor } from '#app/i18n/messages'
import { type BrandedTitleContext, titled } from '../branding/brand-identity.shared'
import { getChatPage } from './chat-page.functions'
import type { ChatPageData, ChatRouteKind } from './chat-types.shared'
import { preloadChatMarkdown } from './markdown/lazy-chat-markdown'

export async function loadChatRoute(page: {
  kind: ChatRouteKind
  keyword: string
  threadId?: string
}): Promise<ChatPageData> {
  // Replies render as Markdown: fetch the renderer alongside the page data.
  if (typeof window !== 'undefined') void preloadChatMarkdown()
  const data = await getChatPage({ data: page })
  if (!data) throw notFound()
  return data
}

export function chatHead(context: BrandedTitleContext, data: ChatPageData | undefined) {
  const name = data?.chat.name || createI18n(context.locale, messagesFor(context.locale)).t('pageTitles.chat')
  return titled(context, data?.thread ? `${data.thread.thread.title} — ${name}` : name)
}
