/**
 * The thread a new-thread screen created. It is shown and continued until the thread's page
 * replaces the screen, so the reply never gives way to the empty chat while that page loads.
 * Coming back to the new-thread page before then forgets it: the next message starts a new
 * thread, as it does anywhere else. The screen's own links forget it as they are clicked; any
 * other way back (the menu) when the router's location changes, which is when a navigation
 * starts, before the page it leads to has loaded.
 */
import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'

export function useCreatedThread(newThreadPath: string, onForget: () => void) {
  const [createdThreadId, setCreatedThreadId] = useState<string | null>(null)
  const onForgetRef = useRef(onForget)
  onForgetRef.current = onForget
  const forget = useCallback(() => {
    setCreatedThreadId(null)
    onForgetRef.current()
  }, [])
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const lastPathname = useRef(pathname)
  useEffect(() => {
    if (pathname === newThreadPath && lastPathname.current !== newThreadPath) forget()
    lastPathname.current = pathname
  }, [pathname, newThreadPath, forget])
  return { createdThreadId, setCreatedThreadId, forget }
}
