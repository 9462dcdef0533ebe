import { useRef } from 'react'

/**
 * Applies partial changes to a page's URL search, each on top of the last: a new sort and the
 * return to page 1 arrive in one event and must both survive.
 */
export function useSearchPatch<S extends object>(search: S, onSearchChange: (search: S) => void) {
  const latest = useRef(search)
  latest.current = search
  return (patch: Partial<S>) => {
    const next = { ...latest.current, ...patch }
    latest.current = next
    onSearchChange(next)
  }
}
