import { mdiAlertCircleOutline, mdiCheck, mdiContentCopy } from '@mdi/js'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '#app/ui/icon/icon'
import { focusRing } from '#app/ui/styles.css'
import * as css from './chat-markdown.css'
import type { ChatMarkdownMessages } from './markdown.messages'

/** `language-ts` → `ts`; anything odd (spaces, markup, very long) is no label at all. */
export function languageOf(className: string | undefined): string | undefined {
  const match = className?.match(/(?:^|\s)language-([\w+#.-]{1,30})(?:\s|$)/)
  return match?.[1]
}

type CopyState = keyof typeof css.copyState

const COPY_FEEDBACK_MS = 2000

export interface CodeBlockProps {
  code: string
  language?: string
  messages: ChatMarkdownMessages
}

/** A fenced code block: its language, a copy button, and the code as text (never as markup). */
export function CodeBlock({ code, language, messages }: CodeBlockProps) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    clearTimeout(timer.current)
    try {
      // Clipboard access needs a secure context; without it, say so rather than fail silently.
      if (!navigator.clipboard) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(code)
      setState('copied')
    } catch {
      setState('failed')
    }
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS)
  }

  const label =
    state === 'copied' ? messages.copied : state === 'failed' ? messages.copyFailed : messages.copy
  const icon = state === 'copied' ? mdiCheck : state === 'failed' ? mdiAlertCircleOutline : mdiContentCopy
  return (
    <figure className={css.codeBlock}>
      <figcaption className={css.codeHeader}>
        <span>{language ?? messages.code}</span>
        <button
          type="button"
          className={`${css.copyButton} ${css.copyState[state]} ${focusRing}`}
          aria-label={state === 'idle' ? messages.copyCode : label}
          onClick={copy}
        >
          <Icon path={icon} size={16} />
          <span aria-live="polite">{label}</span>
        </button>
      </figcaption>
      {/* Focusable, so a keyboard can scroll a long line sideways (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys */}
      <pre className={`${css.codeBody} ${focusRing}`} tabIndex={0}>
        <code data-language={language}>{code}</code>
      </pre>
    </figure>
  )
}
