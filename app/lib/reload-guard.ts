import { browserStorage } from './browser-storage'

/**
 * A failed page-chunk load (a deploy replaced the files) triggers one full reload of the path,
 * at most once per path within the guard window (spec §4: 10 s), so a chunk that is really
 * missing cannot cause a reload loop.
 */
const STORAGE_KEY = 'chunk-reload'

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  )
}

/** Reloads unless this path was already reloaded within `windowMs`; says whether it did. */
export function reloadOnce(path: string, windowMs: number, deps: ReloadGuardDeps): boolean {
  let record: Record<string, number> = {}
  try {
    record = JSON.parse(deps.storage.getItem(STORAGE_KEY) ?? '{}')
  } catch {
    record = {}
  }
  const last = record[path]
  const now = deps.now()
  if (last !== undefined && now - last < windowMs) return false
  record[path] = now
  deps.storage.setItem(STORAGE_KEY, JSON.stringify(record))
  deps.reload()
  return true
}

export function installChunkReloadGuard(windowMs: number) {
  if (typeof window === 'undefined') return
  const handle = (error: unknown) => {
    const storage = browserStorage('sessionStorage')
    // Without storage a reload could not tell it already tried: better no reload than a loop.
    if (!isChunkLoadError(error) || !storage) return
    reloadOnce(window.location.pathname, windowMs, {
      storage,
      now: Date.now,
      reload: () => window.location.reload(),
    })
  }
  // Vite's own signal for a failed preload of a lazy route chunk.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    handle((event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'))
  })
  window.addEventListener('unhandledrejection', (event) => handle(event.reason))
  window.addEventListener('error', (event) => handle(event.error ?? event.message))
}
