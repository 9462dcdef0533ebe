/**
 * Thumbs up / down on a reply (ADR 019). A click rates at once; a thumbs-down then offers an
 * optional reason and comment. Rating again replaces the earlier rating (one per user and
 * reply), so the buttons show the reader's current choice.
 */
import { mdiThumbDown, mdiThumbDownOutline, mdiThumbUp, mdiThumbUpOutline } from '@mdi/js'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Icon } from '../../ui/icon/icon'
import { visuallyHidden } from '../../ui/styles.css'
import { Textarea } from '../../ui/textarea/textarea'
import { chatErrorText, postMessageFeedback } from './chat-api-client'
import * as css from './chat-screen.css'
import {
  FEEDBACK_REASONS,
  type FeedbackBody,
  type FeedbackReason,
  MAX_FEEDBACK_COMMENT_LENGTH,
  type MessageFeedbackView,
} from './feedback.shared'
import * as feedbackCss from './message-feedback.css'

export interface MessageFeedbackProps {
  messageId: string
  feedback: MessageFeedbackView | null
  /** Stores a rating; the API call unless a test or story passes its own. */
  save?: (messageId: string, body: FeedbackBody) => Promise<MessageFeedbackView>
}

export function MessageFeedback({ messageId, feedback, save = postMessageFeedback }: MessageFeedbackProps) {
  const { t, i18n } = useTranslation()
  const formId = useId()
  const [current, setCurrent] = useState(feedback)
  const [formOpen, setFormOpen] = useState(false)
  const [reason, setReason] = useState<FeedbackReason | null>(feedback?.reason ?? null)
  const [comment, setComment] = useState(feedback?.comment ?? '')
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ tone: 'thanks' | 'error'; text: string } | null>(null)
  const commentTooLong = [...comment].length > MAX_FEEDBACK_COMMENT_LENGTH

  async function rate(body: FeedbackBody) {
    setSaving(true)
    setStatus(null)
    try {
      setCurrent(await save(messageId, body))
      return true
    } catch (error) {
      const text = chatErrorText(error, i18n.language ?? 'ja', {
        network: t('chat.composer.networkError'),
        generic: t('chat.feedback.failed'),
      })
      setStatus({ tone: 'error', text })
      return false
    } finally {
      setSaving(false)
    }
  }

  async function submitReason(event: FormEvent) {
    event.preventDefault()
    if (commentTooLong) return
    if (await rate({ rating: 'down', reason, comment: comment.trim() || null })) {
      setFormOpen(false)
      setStatus({ tone: 'thanks', text: t('chat.feedback.thanks') })
    }
  }

  const thumb = (rating: 'up' | 'down') => {
    const chosen = current?.rating === rating
    const label = t(rating === 'up' ? 'chat.feedback.up' : 'chat.feedback.down')
    const icon =
      rating === 'up'
        ? chosen
          ? mdiThumbUp
          : mdiThumbUpOutline
        : chosen
          ? mdiThumbDown
          : mdiThumbDownOutline
    return (
      <button
        type="button"
        className={[css.iconButton, chosen && feedbackCss.chosen].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-pressed={chosen}
        aria-expanded={rating === 'down' ? formOpen : undefined}
        aria-controls={rating === 'down' && formOpen ? formId : undefined}
        disabled={saving}
        onClick={async () => {
          if (rating === 'up') {
            setFormOpen(false)
            if (await rate({ rating: 'up' })) setStatus({ tone: 'thanks', text: t('chat.feedback.thanks') })
            return
          }
          // The thumbs-down counts at once; the reason and comment are extra.
          if (current?.rating !== 'down') await rate({ rating: 'down' })
          setFormOpen(true)
        }}
      >
        <Icon path={icon} />
      </button>
    )
  }

  return (
    <>
      <fieldset className={feedbackCss.thumbs} data-testid="message-feedback">
        <legend className={visuallyHidden}>{t('chat.feedback.group')}</legend>
        {thumb('up')}
        {thumb('down')}
      </fieldset>
      {status && (
        <span
          className={feedbackCss.status}
          role={status.tone === 'error' ? 'alert' : 'status'}
          data-testid="feedback-status"
        >
          {status.text}
        </span>
      )}
      {formOpen && (
        <form id={formId} className={feedbackCss.form} onSubmit={submitReason} data-testid="feedback-form">
          <fieldset className={feedbackCss.reasons}>
            <legend className={feedbackCss.legend}>{t('chat.feedback.reasonLegend')}</legend>
            {FEEDBACK_REASONS.map((value) => (
              <label key={value} className={feedbackCss.reason}>
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`chat.feedback.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <Textarea
            label={t('chat.feedback.comment')}
            rows={3}
            value={comment}
            onValueChange={setComment}
            error={
              commentTooLong
                ? t('chat.composer.tooLong', {
                    max: MAX_FEEDBACK_COMMENT_LENGTH.toLocaleString(),
                    over: ([...comment].length - MAX_FEEDBACK_COMMENT_LENGTH).toLocaleString(),
                  })
                : undefined
            }
          />
          <div className={feedbackCss.formActions}>
            <Button type="submit" size="small" loading={saving} disabled={commentTooLong}>
              {t('chat.feedback.submit')}
            </Button>
            <Button type="button" size="small" variant="ghost" onClick={() => setFormOpen(false)}>
              {t('chat.feedback.close')}
            </Button>
          </div>
        </form>
      )}
    </>
  )
}
