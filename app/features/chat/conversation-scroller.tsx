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
import { type ReactNode, useEffect } from 'react'
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

/** The composer's fields: keys and focus there edit the draft, they do not move the reader. */
const EDITABLE = 'input, textarea, [contenteditable="true"]'

/** Keys that scroll a region up from a message or a button in it. */
const SCROLL_UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home'])

/** How far from the bottom counts as having left it (use-stick-to-bottom's own offset). */
const LEFT_BOTTOM_PX = 70

/**
 * The library takes some layout changes for the reader scrolling, without the reader doing
 * anything:
 * - the region getting shorter (the header's description wrapping once its font arrives, a
 *   phone's toolbar showing) fires no scroll event, so the latest message would slip under the
 *   composer;
 * - the region getting taller (a window or a phone's toolbar resized), or the content shorter,
 *   makes the browser move the scroll position up to the new bottom. The library takes any upward
 *   move for the reader scrolling up and stops following, so the next reply would not be shown;
 * - on a busy machine such a change can come while the page hydrates, and a 30-message thread
 *   opened 23 px short of its latest message with no later change to correct it (CI, three times).
 * So the reader's own input decides: until they wheel up, touch, take the scrollbar, or use the
 * keyboard or move focus outside the composer's fields, any change of size of the region or of its
 * content puts the latest message back in view; once they are at the bottom again, so does it.
 */
function KeepBottomThroughLayoutChanges() {
  const { scrollRef, contentRef, scrollToBottom, stopScroll, state } = useStickToBottomContext()
  useEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const distance = () => element.scrollHeight - element.scrollTop - element.clientHeight
    let readerMoved = false
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY < 0) readerMoved = true
    }
    const onTouchMove = () => {
      readerMoved = true
    }
    // The scrollbar is the region itself; a press on a message or the composer is no scroll.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target === element) readerMoved = true
    }
    // Keys scroll the region, and focus moving to a message (Tab) scrolls it into view. The library
    // ignores a scroll that comes while the content is resizing (a reply growing), and would then
    // pull the reader back: a move up is declared to it here, as it does itself for a wheel.
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.target as HTMLElement).closest(EDITABLE)) return
      readerMoved = true
      if (!event.defaultPrevented && SCROLL_UP_KEYS.has(event.key) && element.scrollTop > 0) stopScroll()
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement
      if (target.closest(EDITABLE)) return
      readerMoved = true
      // The browser scrolls the focused element into view just before this event (Chromium) or
      // just after it (the HTML standard's order): either way, the reader is leaving the bottom.
      const above = target.getBoundingClientRect().top < element.getBoundingClientRect().top
      if (above || distance() > LEFT_BOTTOM_PX) stopScroll()
    }
    const observer = new ResizeObserver(() => {
      if (!readerMoved && distance() > 1) void scrollToBottom('instant')
    })
    observer.observe(element)
    if (contentRef.current) observer.observe(contentRef.current)
    let recheck: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      if (distance() > 1) return
      readerMoved = false
      clearTimeout(recheck)
      // After the library's own verdict on this scroll, which it gives in a 1 ms timeout.
      recheck = setTimeout(() => {
        if (!state.isAtBottom && distance() <= 1) void scrollToBottom('instant')
      }, 2)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('wheel', onWheel, { passive: true })
    element.addEventListener('touchmove', onTouchMove, { passive: true })
    element.addEventListener('pointerdown', onPointerDown)
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('focusin', onFocusIn)
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', onScroll)
      element.removeEventListener('wheel', onWheel)
      element.removeEventListener('touchmove', onTouchMove)
      element.removeEventListener('pointerdown', onPointerDown)
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('focusin', onFocusIn)
      clearTimeout(recheck)
    }
  }, [scrollRef, contentRef, scrollToBottom, stopScroll, state])
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
