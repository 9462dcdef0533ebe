/**
 * The Markdown renderer is about 50 KB gzipped (react-markdown + remark-gfm, ADR 009), so chat
 * pages load it as its own chunk: until it arrives, messages show as plain text with their
 * line breaks (text, never markup). Call `preloadChatMarkdown()` from a chat route's loader to
 * start the download with the page data.
 */
import { lazy, Suspense } from 'react'
import type { ChatMarkdownProps } from './chat-markdown'
import * as css from './chat-markdown.css'

let loading: Promise<typeof import('./chat-markdown')> | undefined

export function preloadChatMarkdown() {
  loading ??= import('./chat-markdown')
  return loading
}

const ChatMarkdown = lazy(async () => ({ default: (await preloadChatMarkdown()).ChatMarkdown }))

export function LazyChatMarkdown(props: ChatMarkdownProps) {
  const fallback = (
    <div className={props.className ? `${css.plainText} ${props.className}` : css.plainText}>
      {props.text}
    </div>
  )
  return (
    <Suspense fallback={fallback}>
      <ChatMarkdown {...props} />
    </Suspense>
  )
}
