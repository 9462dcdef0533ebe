/** TanStack Query options of the chat screens (lists and threads come from the chat HTTP API). */
import { queryOptions } from '@tanstack/react-query'
import { fetchBalance, fetchThread, fetchThreads } from './chat-api-client'
import type { ChatRouteKind } from './chat-types.shared'

// The API answers relative to the page; the server renders these as "loading" and the browser fetches.
const inBrowser = typeof window !== 'undefined'

export const chatQueryKeys = {
  threadLists: ['chat', 'threads'] as const,
  /** `chat` null: every chat of the user (the all-chats search). */
  threads: (chat: { kind: ChatRouteKind; keyword: string } | null, q: string) =>
    ['chat', 'threads', chat?.kind ?? '*', chat?.keyword ?? '*', q] as const,
  thread: (id: string) => ['chat', 'thread', id] as const,
  /** Every chat's balance (invalidated together after a turn); one chat's under it. */
  balance: ['chat', 'balance'] as const,
  chatBalance: (chat: { kind: ChatRouteKind; keyword: string }) =>
    ['chat', 'balance', chat.kind, chat.keyword] as const,
}

export function threadsQuery(chat: { kind: ChatRouteKind; keyword: string } | null, q: string) {
  return queryOptions({
    queryKey: chatQueryKeys.threads(chat, q.trim()),
    queryFn: () => fetchThreads({ ...chat, q }),
    enabled: inBrowser,
    placeholderData: (previous) => previous,
  })
}

export function threadQuery(id: string) {
  return queryOptions({
    queryKey: chatQueryKeys.thread(id),
    queryFn: () => fetchThread(id),
    enabled: inBrowser,
  })
}

/** What a message of this chat needs and what the member may still spend (its model's price). */
export function balanceQuery(chat: { kind: ChatRouteKind; keyword: string }) {
  return queryOptions({
    queryKey: chatQueryKeys.chatBalance(chat),
    queryFn: () => fetchBalance(chat),
    enabled: inBrowser,
  })
}
