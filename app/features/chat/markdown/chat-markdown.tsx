/**
 * Chat messages (model output and user input) as Markdown, safely.
 *
 * react-markdown builds React elements from a syntax tree, never an HTML string, so nothing
 * reaches `innerHTML`. On top of that:
 * - raw HTML in the text (`<script>`, `<img onerror>`, `<iframe>`) is shown as the literal
 *   text the person typed or the model produced (react-markdown's default without
 *   rehype-raw, which this file must never add);
 * - links keep only absolute http, https and mailto URLs (safe-url.ts) and open in a new tab
 *   with `rel="noopener noreferrer"`; any other link shows its text only (these rules and the
 *   next one are safe-markdown-components.tsx, which the help's build-time renderer uses too);
 * - images are not loaded: a model tricked by a prompt injection could otherwise leak the
 *   conversation through an image URL. They become a link the reader may choose to open;
 * - fenced code shows its language and a copy button (code-block.tsx).
 * GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks) via remark-gfm.
 */
import { Children, isValidElement, memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { visuallyHidden } from '#app/ui/styles.css'
import * as css from './chat-markdown.css'
import { CodeBlock, languageOf } from './code-block'
import { type ChatMarkdownMessages, chatMarkdownEn, chatMarkdownJa } from './markdown.messages'
import { safeMarkdownComponents } from './safe-markdown-components'
import { chatUrlTransform } from './safe-url'

/** The plain text inside rendered children (the code of a fenced block). */
function textContent(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textContent).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textContent(node.props.children)
  return ''
}

function codeOfPre(children: ReactNode): { code: string; language?: string } {
  const [first] = Children.toArray(children)
  if (isValidElement<{ className?: string; children?: ReactNode }>(first)) {
    // Markdown ends every fenced block with a newline; the copy should not carry it.
    return {
      code: textContent(first.props.children).replace(/\n$/, ''),
      language: languageOf(first.props.className),
    }
  }
  return { code: textContent(children) }
}

function componentsFor(messages: ChatMarkdownMessages): Components {
  return {
    pre: ({ children }) => <CodeBlock {...codeOfPre(children)} messages={messages} />,
    ...safeMarkdownComponents(messages, {
      visuallyHidden: { className: visuallyHidden },
      tableScroll: { className: css.tableScroll },
    }),
  }
}

const componentsByLanguage = { ja: componentsFor(chatMarkdownJa), en: componentsFor(chatMarkdownEn) }

export interface ChatMarkdownProps {
  /** The message text (Markdown); re-rendered as it streams in. */
  text: string
  className?: string
}

/** One message's Markdown. Memoised: a streaming reply re-renders only the message that grows. */
export const ChatMarkdown = memo(function ChatMarkdown({ text, className }: ChatMarkdownProps) {
  const { i18n } = useTranslation()
  const components = i18n.language?.startsWith('en') ? componentsByLanguage.en : componentsByLanguage.ja
  return (
    <div className={className ? `${css.markdown} ${className}` : css.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={chatUrlTransform}>
        {text}
      </ReactMarkdown>
    </div>
  )
})
