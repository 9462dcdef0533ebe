import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type * as css from './snackbar.css'

export type SnackbarTone = keyof typeof css.tone

export interface SnackbarOptions {
  message: string
  tone?: SnackbarTone
  /** Milliseconds on screen; -1 keeps it until dismissed. Defaults to `ui.snackbarTimeoutMs` (5000). */
  timeoutMs?: number
  action?: { label: string; onAction: () => void }
}

export interface QueuedSnackbar extends SnackbarOptions {
  id: string
}

export interface SnackbarApi {
  /** Queues a message; it shows once those before it have closed. Returns its id. */
  show: (options: SnackbarOptions | string) => string
  dismiss: (id: string) => void
}

const SnackbarContext = createContext<SnackbarApi | null>(null)

export const loadSnackbarView = () => import('./snackbar-view')
const SnackbarView = lazy(loadSnackbarView)

/**
 * Snackbars of spec §9: a queue shown one at a time. The queue is here (tiny, in every page);
 * the drawing, with its headless library, is fetched once the page is idle or at the first
 * message, which keeps it out of the first-load JavaScript of light pages such as /login.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedSnackbar[]>([])
  const [viewNeeded, setViewNeeded] = useState(false)
  const nextId = useRef(0)

  useEffect(() => {
    const preload = () => void loadSnackbarView()
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preload)
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(preload, 2000)
    return () => clearTimeout(timer)
  }, [])

  const dismiss = useCallback((id: string) => {
    setQueue((current) => current.filter((item) => item.id !== id))
  }, [])
  const show = useCallback((options: SnackbarOptions | string) => {
    nextId.current += 1
    const id = `snackbar-${nextId.current}`
    const item = typeof options === 'string' ? { message: options } : options
    setQueue((current) => [...current, { ...item, id }])
    // Once drawn, the region stays mounted so F8 keeps reaching it.
    setViewNeeded(true)
    return id
  }, [])
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])

  return (
    <SnackbarContext value={api}>
      {children}
      {viewNeeded && (
        <Suspense fallback={null}>
          <SnackbarView current={queue[0]} onDismiss={dismiss} />
        </Suspense>
      )}
    </SnackbarContext>
  )
}

export function useSnackbar(): SnackbarApi {
  const api = use(SnackbarContext)
  if (!api) throw new Error('useSnackbar needs a <SnackbarProvider> above it')
  return api
}
