/**
 * The composer handed from the new-thread page to the thread's page. After the first message the
 * page moves to the thread's URL and mounts a fresh screen while the reply streams; a follow-up
 * the reader is already typing must keep its text and its caret. Both ends run in layout effects,
 * in the commit that swaps the screens, so no keystroke lands between them. Browser only: a server
 * render and the first render in the browser see nothing handed over.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react'

interface Handover {
  text: string
  focused: boolean
}

const handovers = new Map<string, Handover>()

/**
 * The new-thread page's end: call the returned function once the server has named the thread
 * (null: the reader started another, and the thread's page will not take over this screen).
 */
export function useComposerHandOver(box: RefObject<HTMLTextAreaElement | null>) {
  const target = useRef<string | null>(null)
  useLayoutEffect(() => {
    const element = box.current
    return () => {
      // Runs before the screen's nodes leave the page: the text and the caret are still there.
      if (!target.current || !element) return
      const focused = element.ownerDocument.activeElement === element
      handovers.set(target.current, { text: element.value, focused })
    }
  }, [box])
  return useCallback((threadId: string | null) => {
    target.current = threadId
  }, [])
}

/** The thread page's end: takes what was handed over, once, before the first paint. */
export function useComposerTakeOver(
  threadId: string | null,
  box: RefObject<HTMLTextAreaElement | null>,
  setDraft: (text: string) => void,
) {
  useLayoutEffect(() => {
    const handover = threadId ? handovers.get(threadId) : undefined
    if (!threadId || !handover) return
    handovers.delete(threadId)
    if (handover.text) setDraft(handover.text)
    if (handover.focused) box.current?.focus()
  }, [threadId, box, setDraft])
}
