/**
 * One message of a conversation: the author, the text (Markdown for replies, plain text for
 * what the user typed, with the files sent with it as chips), and what the reader must know about it — still being written, stopped
 * (partial reply kept), failed (incomplete), the FAQ entries it used or that none matched —
 * with its time, copy and the actions the screen allows (regenerate, edit).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useTimeZone } from '../../i18n/time-zone'
import { useChatMessageFont } from '../account/use-chat-message-font'
import { MessageAttachmentChips } from './attachment-chips'
import * as css from './chat-screen.css'
import { OFFLINE_MODEL_ID, type SourceView } from './chat-types.shared'
import { citationHref, citationText } from './citation.shared'
import { CopyButton } from './copy-button'
import type { DisplayMessage } from './live-turns'
import { LazyChatMarkdown } from './markdown/lazy-chat-markdown'
import { MaskedContent, MaskedNote } from './masked-text'
import { MessageFeedback, type MessageFeedbackProps } from './message-feedback'
import { formatMessageTime } from './message-time.shared'

export interface MessageViewProps {
  message: DisplayMessage
  /** FAQ chats: a reply without sources says plainly that nothing matched. */
  faq: boolean
  actions?: ReactNode
  /** Replaces the text (the edit form of the last question). */
  children?: ReactNode
  /** Stores a rating (stories and tests pass their own; the API otherwise). */
  saveFeedback?: MessageFeedbackProps['save']
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
    // Live: the stream's text; stored: the reason's key, or an older row's text as it is.
    const failure = message.liveError
      ? inLanguage(message.liveError, i18n.language ?? 'ja')
      : message.replyError
        ? t(message.replyError.key, message.replyError.params)
        : message.errorMessage
    return (
      <p className={css.notice} data-tone="error" data-status="failed" role="alert">
        {t('chat.conversation.failed')}
        {failure ? `\n${failure}` : ''}
      </p>
    )
  }
  return null
}

/** A FAQ entry by its question; a document passage as a link to the viewer at that passage. */
function Citation({ source }: { source: SourceView }) {
  const { t } = useTranslation()
  const text = citationText(source, t)
  const href = citationHref(source)
  if (!href) return <>{text}</>
  return (
    <a href={href} target="_blank" rel="noopener" title={source.snippet} data-testid="document-citation">
      {text}
    </a>
  )
}

/** When the message was written; a live message shows none until the stored copy has its time. */
function MessageTime({ message }: { message: DisplayMessage }) {
  const { t } = useTranslation()
  const timeZone = useTimeZone()
  if (message.live) return null
  const time = formatMessageTime(message.createdAt, timeZone)
  return (
    <time
      className={css.messageTime}
      dateTime={message.createdAt}
      title={t('chat.conversation.sentAt', { time })}
    >
      {time}
    </time>
  )
}

export function MessageView({ message, faq, actions, children, saveFeedback }: MessageViewProps) {
  const { t } = useTranslation()
  const isReply = message.role === 'assistant'
  const finished = message.status !== 'streaming'
  // The user's chat font (/user) on the message text only, not on the labels around it.
  const fontFamily = useChatMessageFont()
  return (
    <li className={css.message} data-role={message.role} data-status={message.status} aria-busy={!finished}>
      <div className={css.messageHead}>
        <span className={css.messageAuthor}>
          {isReply ? t('chat.conversation.assistant') : t('chat.conversation.you')}
        </span>
        <MessageTime message={message} />
      </div>
      <div style={{ fontFamily }} data-testid="message-text">
        {children ??
          (isReply ? (
            message.content && <LazyChatMarkdown text={message.content} />
          ) : (
            <div className={css.userText}>
              <MaskedContent content={message.content} spans={message.maskedSpans} />
            </div>
          ))}
      </div>
      {!isReply && !children && <MaskedNote content={message.content} spans={message.maskedSpans} />}
      {!isReply && message.attachments && <MessageAttachmentChips attachments={message.attachments} />}
      {isReply && finished && message.sources && message.sources.length > 0 && (
        <div data-testid="faq-sources">
          <span className={css.messageAuthor}>{t('chat.conversation.sources')}</span>
          <ul className={css.sources}>
            {message.sources.map((source) => (
              <li key={`${source.type}:${source.id}`} data-source-type={source.type}>
                <Citation source={source} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* The reply itself says that nothing matched (both the offline reply and a grounded
          model's): the notice stands in only for a reply that has no text to say it. */}
      {isReply && faq && finished && !message.content.trim() && message.sources?.length === 0 && (
        <p className={css.notice} data-tone="warning" data-testid="faq-no-match">
          {t('chat.conversation.noFaqMatch')}
        </p>
      )}
      <StatusNotice message={message} />
      {finished && !children && (
        <div className={css.messageFooter}>
          {message.content && <CopyButton text={message.content} />}
          {/* A stored reply can be rated; a live one has no stored id yet. */}
          {isReply && !message.live && (
            <MessageFeedback messageId={message.id} feedback={message.feedback} save={saveFeedback} />
          )}
          {isReply && message.model === OFFLINE_MODEL_ID ? (
            <span data-testid="message-usage" data-tokens={message.totalTokens} data-credits={0}>
              {t('chat.conversation.usageOffline')}
            </span>
          ) : (
            isReply &&
            message.totalTokens > 0 && (
              <span
                data-testid="message-usage"
                data-tokens={message.totalTokens}
                data-credits={message.credits}
              >
                {t('chat.conversation.usage', {
                  tokens: message.totalTokens.toLocaleString(),
                  credits: message.credits.toLocaleString(),
                })}
              </span>
            )
          )}
          {actions}
        </div>
      )}
    </li>
  )
}
