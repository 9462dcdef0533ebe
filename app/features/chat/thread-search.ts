/**
 * The thread list's search, kept outside React like live-turns.ts: opening a found thread, or the
 * page moving to a new thread's URL, mounts a fresh chat screen, and the reader's search must
 * survive it. Keyed by the chat's base path. Written only from event handlers, so a server render
 * never sees another request's search and the first render in the browser matches it.
 */
import { useCallback, useState } from 'react'
import type { SearchScope } from './thread-sidebar'

export interface ThreadSearch {
  query: string
  scope: SearchScope
}

const EMPTY_SEARCH: ThreadSearch = { query: '', scope: 'chat' }
const searches = new Map<string, ThreadSearch>()

export function useThreadSearch(chatPath: string) {
  const [search, setSearch] = useState<ThreadSearch>(() => searches.get(chatPath) ?? EMPTY_SEARCH)
  const update = useCallback(
    (change: Partial<ThreadSearch>) =>
      setSearch((current) => {
        const next = { ...current, ...change }
        searches.set(chatPath, next)
        return next
      }),
    [chatPath],
  )
  return {
    query: search.query,
    scope: search.scope,
    setQuery: (query: string) => update({ query }),
    setScope: (scope: SearchScope) => update({ scope }),
  }
}

/** For tests: forget every search. */
export function forgetThreadSearches() {
  searches.clear()
}
