/**
 * The conversation's own scrolling region (use-stick-to-bottom): it opens at the latest message,
 * follows a streaming reply while the reader is at the bottom, lets go as soon as they scroll up
 * (wheel, touch, keys or scrollbar), and then offers "jump to latest" until they are back.
 *
 * The composer is the last thing inside the scrolling content, stuck to the bottom edge
 * (`position: sticky`), not a sibling under the region: when it grows or shrinks (a long draft
 * sent, a notice shown), the content changes size, which the library follows, instead of the
 * region, whose clamped scroll position the library would take for the reader scrolling up.
 */
import { mdiArrowDown } from '@mdi/js'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { StickToBottom, useStickToBottomContext } from 'use-stick-to-bottom'
import { Icon } from '../../ui/icon/icon'
import * as css from './chat-screen.css'

function JumpToLatest() {
  const { t } = useTranslation()
  const { isAtBottom, scrollToBottom } = useStickToBottomContext()
  if (isAtBottom) return null
  return (
    <button
      type="button"
      className={css.jumpToLatest}
      data-testid="jump-to-latest"
      onClick={() => void scrollToBottom()}
    >
      <Icon path={mdiArrowDown} size={18} />
      {t('chat.conversation.jumpToLatest')}
    </button>
  )
}

/**
 * Two layout changes the library gets wrong, both without the reader doing anything:
 * - the region getting shorter (the header's description wrapping once its font arrives, a
 *   phone's toolbar showing) fires no scroll event, so the latest message would slip under the
 *   composer;
 * - the region getting taller (a window or a phone's toolbar resized), or the content shorter,
 *   makes the browser move the scroll position up to the new bottom. The library takes any upward
 *   move for the reader scrolling up and stops following, so the next reply would not be shown.
 *   A reader who scrolled up is never left exactly at the bottom, so there it follows again.
 */
function KeepBottomThroughLayoutChanges() {
  const { scrollRef, scrollToBottom, isAtBottom, state } = useStickToBottomContext()
  const atBottom = useRef(isAtBottom)
  atBottom.current = isAtBottom
  useEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const distance = () => element.scrollHeight - element.scrollTop - element.clientHeight
    let height = element.clientHeight
    const observer = new ResizeObserver(() => {
      const shrankBy = height - element.clientHeight
      height = element.clientHeight
      if (shrankBy <= 0) return
      // A reader at the bottom is now exactly `shrankBy` short of it; the library may already have
      // taken that for scrolling up (a busy page), so the geometry decides too.
      if (atBottom.current || distance() <= shrankBy + 1) void scrollToBottom('instant')
    })
    observer.observe(element)
    let recheck: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      if (distance() > 1) return
      clearTimeout(recheck)
      // After the library's own verdict on this scroll, which it gives in a 1 ms timeout.
      recheck = setTimeout(() => {
        if (!state.isAtBottom && distance() <= 1) void scrollToBottom('instant')
      }, 2)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', onScroll)
      clearTimeout(recheck)
    }
  }, [scrollRef, scrollToBottom, state])
  return null
}

export function ConversationScroller({
  label,
  children,
  composer,
}: {
  label: string
  children: ReactNode
  /** Pinned at the bottom of the region. */
  composer: ReactNode
}) {
  return (
    // Instant, not animated: a reply growing many times a second is followed without lagging
    // behind (and without motion for those who prefer none).
    <StickToBottom className={css.scrollRegion} initial="instant" resize="instant">
      <StickToBottom.Content className={css.scrollContent} scrollClassName={css.scroller}>
        <section className={css.conversation} aria-label={label} data-testid="conversation">
          {children}
        </section>
        <div className={css.composerDock}>
          <JumpToLatest />
          {composer}
        </div>
      </StickToBottom.Content>
      <KeepBottomThroughLayoutChanges />
    </StickToBottom>
  )
}
