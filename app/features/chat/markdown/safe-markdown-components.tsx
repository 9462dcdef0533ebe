/**
 * How Markdown's links, images and tables render wherever this product shows Markdown: the chat
 * (chat-markdown.tsx, in the page) and the help (help-prerender.tsx, at build). The safety rules
 * are the same: links keep only absolute http, https and mailto URLs (safe-url.ts) and open in a
 * new tab with `rel="noopener noreferrer"`, any other link shows its text only; images are not
 * loaded but offered as a link the reader may choose to open. The caller says how the hidden link
 * note and the table's scrolling box are styled: a class in the page, an attribute at build (the
 * build cannot know the client's hashed class names). No styles here, so the build can load it.
 */
import type { Components } from 'react-markdown'
import type { ChatMarkdownMessages } from './markdown.messages'
import { safeHref } from './safe-url'

export interface MarkdownStyleHooks {
  /** On the note "(opens in a new tab)" after a link's text: shown to screen readers only. */
  visuallyHidden: Record<string, string>
  /** On the box that scrolls a wide table sideways. */
  tableScroll: Record<string, string>
}

export function safeMarkdownComponents(
  messages: ChatMarkdownMessages,
  hooks: MarkdownStyleHooks,
): Pick<Components, 'a' | 'img' | 'table'> {
  return {
    a: ({ href, children }) => {
      const safe = safeHref(href)
      if (!safe) return <span>{children}</span>
      return (
        <a href={safe} target="_blank" rel="noopener noreferrer">
          {children}
          <span {...hooks.visuallyHidden}> ({messages.externalLink})</span>
        </a>
      )
    },
    img: ({ src, alt }) => {
      const safe = typeof src === 'string' ? safeHref(src) : undefined
      const label = `[${messages.image}${alt ? `: ${alt}` : ''}]`
      if (!safe) return <span>{label}</span>
      return (
        <a href={safe} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )
    },
    // Focusable, so a keyboard can scroll a wide table too (WCAG 2.1.1, axe scrollable-region-focusable).
    table: ({ children }) => (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
      <section {...hooks.tableScroll} tabIndex={0} aria-label={messages.table}>
        <table>{children}</table>
      </section>
    ),
  }
}
