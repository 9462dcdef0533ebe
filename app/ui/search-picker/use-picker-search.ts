/**
 * The picker's server search: debounced while the person types, the previous request aborted
 * when a newer one starts, so a slow answer never replaces a newer one, and the matches shown
 * are always those of the text in the box.
 */
import { useEffect, useRef, useState } from 'react'

export interface SearchPickerOption {
  value: string
  label: string
}

export interface SearchPickerResult {
  options: readonly SearchPickerOption[]
  /** The server has more matches than it sent. */
  more?: boolean
}

/** Asks the server for the matches of `query` ('' : the first ones); `signal` aborts it. */
export type SearchPickerSearch = (query: string, signal: AbortSignal) => Promise<SearchPickerResult>

export type PickerSearchState =
  | { status: 'idle' | 'loading'; options: readonly SearchPickerOption[]; more: boolean }
  | { status: 'ready'; options: readonly SearchPickerOption[]; more: boolean }
  | { status: 'error'; options: readonly SearchPickerOption[]; more: boolean; error: unknown }

const IDLE: PickerSearchState = { status: 'idle', options: [], more: false }

export function usePickerSearch(
  search: SearchPickerSearch,
  term: string,
  enabled: boolean,
  debounceMs: number,
): PickerSearchState {
  const [state, setState] = useState<PickerSearchState>(IDLE)
  // Pages pass a new function each render; only the term and opening start a search.
  const searchRef = useRef(search)
  searchRef.current = search

  useEffect(() => {
    if (!enabled) {
      setState(IDLE)
      return
    }
    const controller = new AbortController()
    // The previous text's matches leave at once: Enter must never choose one of them.
    setState({ status: 'loading', options: [], more: false })
    const timer = setTimeout(
      () => {
        searchRef.current(term, controller.signal).then(
          (result) => {
            if (!controller.signal.aborted) {
              setState({ status: 'ready', options: result.options, more: result.more === true })
            }
          },
          (error: unknown) => {
            if (!controller.signal.aborted) setState({ status: 'error', options: [], more: false, error })
          },
        )
      },
      // Opening the list asks at once; typing waits for a pause.
      term ? debounceMs : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enabled, term, debounceMs])

  return state
}
