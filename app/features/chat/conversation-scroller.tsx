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
 * The library follows the content; this follows the region getting shorter (the header's
 * description wrapping once its font arrives, a phone's toolbar showing), which fires no scroll
 * event, so the latest message would slip under the composer.
 */
function KeepBottomWhenRegionShrinks() {
  const { scrollRef, scrollToBottom, isAtBottom } = useStickToBottomContext()
  const atBottom = useRef(isAtBottom)
  atBottom.current = isAtBottom
  useEffect(() => {
    const element = scrollRef.current
    if (!element) return
    let height = element.clientHeight
    const observer = new ResizeObserver(() => {
      const shrankBy = height - element.clientHeight
      height = element.clientHeight
      if (shrankBy <= 0) return
      // A reader at the bottom is now exactly `shrankBy` short of it; the library may already have
      // taken that for scrolling up (a busy page), so the geometry decides too.
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight
      if (atBottom.current || distance <= shrankBy + 1) void scrollToBottom('instant')
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [scrollRef, scrollToBottom])
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
      <KeepBottomWhenRegionShrinks />
    </StickToBottom>
  )
}
