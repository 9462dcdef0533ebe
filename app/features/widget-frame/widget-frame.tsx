/**
 * The embedded chat widget as the visitor sees it (ADR 040): a launcher and, when open, a chat
 * panel in the brand's name, logo and theme, inside the platform's frame on the host page. The
 * frame tells `/widget.js` (its parent) the size it needs; nothing else crosses the frame.
 */
import { mdiChat, mdiClose } from '@mdi/js'
import { type CSSProperties, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Icon } from '../../ui/icon/icon'
import { useBrand } from '../branding/use-brand'
import { MAX_MESSAGE_LENGTH } from '../chat/chat-limits.shared'
import { useWidgetChat, type WidgetMessage } from './use-widget-chat'
import * as css from './widget-frame.css'
import type { FrameWidget } from './widget-frame.functions'
import { widgetFrameTexts } from './widget-frame.messages'

const OPEN_SIZE = { width: 400, height: 640 }
const CLOSED_SIZE = css.LAUNCHER_PX + 2 * css.FRAME_MARGIN_PX

/** Tells the host page's script how big to make the frame (sizes only: any origin may read them). */
function announceSize(open: boolean, position: FrameWidget['position']) {
  if (window.parent === window) return
  const size = open ? OPEN_SIZE : { width: CLOSED_SIZE, height: CLOSED_SIZE }
  window.parent.postMessage({ type: 'opsai-widget', open, position, ...size }, '*')
}

/** The widget's accent colour over the brand's primary, for this frame only. */
function accentStyle(accent: string | null): CSSProperties | undefined {
  if (!accent) return undefined
  return { '--color-primary': accent, '--color-primary-active': accent } as CSSProperties
}

export function WidgetFrame({ widget }: { widget: FrameWidget }) {
  const texts = useLocalTexts(widgetFrameTexts)
  const { i18n } = useTranslation()
  const { identity, name } = useBrand()
  const [open, setOpen] = useState(false)
  const chat = useWidgetChat(widget.id)
  useEffect(() => {
    announceSize(open, widget.position)
  }, [open, widget.position])
  return (
    <div
      className={`${css.root} ${css.side[widget.position]}`}
      style={accentStyle(widget.accentColor)}
      data-testid="widget-frame"
    >
      {open && (
        <section className={css.panel} aria-label={fill(texts.title, { brand: name })}>
          <header className={css.header}>
            {identity.logo && <img className={css.logo} src={identity.logo.url} alt="" />}
            <h1 className={css.title} data-testid="widget-brand">
              {name}
            </h1>
            <button type="button" className={css.iconButton} onClick={() => setOpen(false)}>
              <Icon path={mdiClose} label={texts.close} />
            </button>
          </header>
          <Conversation greeting={inLanguage(widget.greeting, i18n.language)} messages={chat.messages} />
          <Composer sending={chat.sending} onSend={chat.send} />
          <p className={css.notice}>{texts.poweredBy}</p>
        </section>
      )}
      <button
        type="button"
        className={css.launcher}
        aria-expanded={open}
        data-testid="widget-launcher"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon
          path={open ? mdiClose : mdiChat}
          size={28}
          label={open ? texts.close : fill(texts.open, { brand: name })}
        />
      </button>
    </div>
  )
}

function Conversation({ greeting, messages }: { greeting: string; messages: WidgetMessage[] }) {
  const texts = useLocalTexts(widgetFrameTexts)
  const { i18n } = useTranslation()
  const end = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls as the reply grows
  useEffect(() => {
    // A block body: newer browsers' scrollIntoView returns a promise, which React would call on cleanup.
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages])
  return (
    <div className={css.conversation} role="log" aria-live="polite" data-testid="widget-conversation">
      <div className={css.bubble.assistant}>{greeting}</div>
      {messages.map((message) => (
        <div
          key={message.id}
          className={css.bubble[message.role]}
          data-role={message.role}
          data-streaming={message.streaming ? 'true' : undefined}
        >
          {message.text || (message.streaming ? <span className={css.muted}>{texts.thinking}</span> : null)}
          {message.error && (
            <div className={css.error} role="alert">
              {message.error === 'failed' ? texts.failed : inLanguage(message.error, i18n.language)}
            </div>
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  )
}

function Composer({ sending, onSend }: { sending: boolean; onSend: (content: string) => Promise<void> }) {
  const texts = useLocalTexts(widgetFrameTexts)
  const [draft, setDraft] = useState('')
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const content = draft.trim()
    if (!content || sending) return
    setDraft('')
    void onSend(content)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter and an IME's confirming Enter do not.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }
  return (
    <form className={css.composer} onSubmit={submit}>
      <textarea
        className={css.input}
        value={draft}
        rows={1}
        maxLength={MAX_MESSAGE_LENGTH}
        aria-label={texts.placeholder}
        placeholder={texts.placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="widget-input"
      />
      <button type="submit" className={css.sendButton} disabled={sending || !draft.trim()}>
        {texts.send}
      </button>
    </form>
  )
}

/** What the frame shows when the widget cannot be used here (unknown, off, another tenant's). */
export function WidgetUnavailable({ messages }: { messages: { ja: string; en: string } }) {
  const { i18n } = useTranslation()
  useEffect(() => {
    announceSize(false, 'bottom-right')
  }, [])
  return (
    <p className={css.unavailable} role="alert">
      {inLanguage(messages, i18n.language)}
    </p>
  )
}
