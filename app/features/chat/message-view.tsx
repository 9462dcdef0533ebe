/**
 * One message of a conversation: the author, the text (Markdown for replies, plain text for
 * what the user typed), and what the reader must know about it — still being written, stopped
 * (partial reply kept), failed (incomplete), the FAQ entries it used or that none matched —
 * with copy and the actions the screen allows (regenerate, edit).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useChatMessageFont } from '../account/use-chat-message-font'
import { bilingual, inLanguage } from './bilingual'
import * as css from './chat-screen.css'
import { CopyButton } from './copy-button'
import type { DisplayMessage } from './live-turns'
import { LazyChatMarkdown } from './markdown/lazy-chat-markdown'

export interface MessageViewProps {
  message: DisplayMessage
  /** FAQ chats: a reply without sources says plainly that nothing matched. */
  faq: boolean
  actions?: ReactNode
  /** Replaces the text (the edit form of the last question). */
  children?: ReactNode
}

function StatusNotice({ message }: { message: DisplayMessage }) {
  const { t, i18n } = useTranslation()
  if (message.role !== 'assistant') return null
  if (message.status === 'streaming') {
    return (
      <p className={css.muted} role="status">
        {t('chat.conversation.writing')}
      </p>
    )
  }
  if (message.status === 'aborted') {
    return (
      <p className={css.notice} data-tone="warning" data-status="aborted">
        {t('chat.conversation.stopped')}
      </p>
    )
  }
  if (message.status === 'failed') {
    const error = message.liveError ?? (message.errorMessage ? bilingual(message.errorMessage) : null)
    return (
      <p className={css.notice} data-tone="error" data-status="failed" role="alert">
        {t('chat.conversation.failed')}
        {error ? `\n${inLanguage(error, i18n.language ?? 'ja')}` : ''}
      </p>
    )
  }
  return null
}

export function MessageView({ message, faq, actions, children }: MessageViewProps) {
  const { t } = useTranslation()
  const isReply = message.role === 'assistant'
  const finished = message.status !== 'streaming'
  // The user's chat font (/user) on the message text only, not on the labels around it.
  const fontFamily = useChatMessageFont()
  return (
    <li className={css.message} data-role={message.role} data-status={message.status} aria-busy={!finished}>
      <span className={css.messageAuthor}>
        {isReply ? t('chat.conversation.assistant') : t('chat.conversation.you')}
      </span>
      <div style={{ fontFamily }} data-testid="message-text">
        {children ??
          (isReply ? (
            message.content && <LazyChatMarkdown text={message.content} />
          ) : (
            <div className={css.userText}>{message.content}</div>
          ))}
      </div>
      {isReply && faq && finished && message.sources && message.sources.length > 0 && (
        <div data-testid="faq-sources">
          <span className={css.messageAuthor}>{t('chat.conversation.sources')}</span>
          <ul className={css.sources}>
            {message.sources.map((source) => (
              <li key={source.id}>{source.question}</li>
            ))}
          </ul>
        </div>
      )}
      {isReply && faq && message.sources && message.sources.length === 0 && (
        <p className={css.notice} data-tone="warning" data-testid="faq-no-match">
          {t('chat.conversation.noFaqMatch')}
        </p>
      )}
      <StatusNotice message={message} />
      {finished && !children && (
        <div className={css.messageFooter}>
          {message.content && <CopyButton text={message.content} />}
          {isReply && message.totalTokens > 0 && (
            <span data-testid="message-usage" data-tokens={message.totalTokens}>
              {t('chat.conversation.usage', { tokens: message.totalTokens.toLocaleString() })}
            </span>
          )}
          {actions}
        </div>
      )}
    </li>
  )
}
