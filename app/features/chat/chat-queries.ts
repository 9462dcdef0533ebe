/** TanStack Query options of the chat screens (lists and threads come from the chat HTTP API). */
import { queryOptions } from '@tanstack/react-query'
import { fetchBalance, fetchThread, fetchThreads } from './chat-api-client'
import type { ChatRouteKind } from './chat-types'

// The API answers relative to the page; the server renders these as "loading" and the browser fetches.
const inBrowser = typeof window !== 'undefined'

export const chatQueryKeys = {
  threadLists: ['chat', 'threads'] as const,
  threads: (kind: ChatRouteKind, keyword: string, q: string) =>
    ['chat', 'threads', kind, keyword, q] as const,
  thread: (id: string) => ['chat', 'thread', id] as const,
  balance: ['chat', 'balance'] as const,
}

export function threadsQuery(kind: ChatRouteKind, keyword: string, q: string) {
  return queryOptions({
    queryKey: chatQueryKeys.threads(kind, keyword, q.trim()),
    queryFn: () => fetchThreads({ kind, keyword, q }),
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

export const balanceQuery = queryOptions({
  queryKey: chatQueryKeys.balance,
  queryFn: fetchBalance,
  enabled: inBrowser,
})
