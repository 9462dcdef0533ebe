/**
 * The messages of a thread, with the actions on its tail: regenerate the last reply and edit
 * the last question (both only for the thread's owner, and not while a reply is being written).
 */
import { mdiPencilOutline, mdiRefresh } from '@mdi/js'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { Textarea } from '../../ui/textarea/textarea'
import { CharacterCounter, tooLongMessage } from './character-counter'
import * as css from './chat-screen.css'
import { isSendKey } from './composer'
import type { DisplayMessage } from './live-turns'
import { MessageView } from './message-view'

export interface ConversationProps {
  messages: DisplayMessage[]
  faq: boolean
  /** The owner may regenerate and edit; others only read. */
  canAct: boolean
  busy: boolean
  onRegenerate: (replacing: string[]) => void
  onEdit: (content: string, replacing: string[]) => void
}

export function Conversation({ messages, faq, canAct, busy, onRegenerate, onEdit }: ConversationProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [editing, setEditing] = useState<string | null>(null)
  const editTooLong = editing === null ? undefined : tooLongMessage(editing, t, locale)
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user')
  const lastIndex = messages.length - 1
  const tailIds = (from: number) => messages.slice(from).map((message) => message.id)
  return (
    <ol className={css.messages} aria-live="polite" aria-relevant="additions text">
      {messages.map((message, index) => {
        const isLastQuestion = index === lastUserIndex
        const isLastReply = index === lastIndex && message.role === 'assistant'
        const actionable = canAct && !busy
        if (isLastQuestion && editing !== null) {
          return (
            <MessageView key={message.id} message={message} faq={faq}>
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  if (!editing.trim() || editTooLong) return
                  onEdit(editing, tailIds(index))
                  setEditing(null)
                }}
              >
                <Textarea
                  label={t('chat.conversation.editLabel')}
                  value={editing}
                  error={editTooLong}
                  onValueChange={setEditing}
                  onKeyDown={(event) => {
                    if (isSendKey(event)) {
                      event.preventDefault()
                      event.currentTarget.form?.requestSubmit()
                    }
                  }}
                />
                <div className={css.messageFooter}>
                  <CharacterCounter text={editing} />
                  <Button
                    type="submit"
                    size="small"
                    disabled={!editing.trim() || Boolean(editTooLong) || busy}
                  >
                    {t('chat.conversation.resend')}
                  </Button>
                  <Button type="button" size="small" variant="ghost" onClick={() => setEditing(null)}>
                    {t('chat.conversation.cancel')}
                  </Button>
                </div>
              </form>
            </MessageView>
          )
        }
        return (
          <MessageView
            key={message.id}
            message={message}
            faq={faq}
            actions={
              actionable && isLastQuestion ? (
                <Button
                  size="small"
                  variant="ghost"
                  icon={mdiPencilOutline}
                  onClick={() => setEditing(message.content)}
                >
                  {t('chat.conversation.edit')}
                </Button>
              ) : actionable && isLastReply ? (
                <Button
                  size="small"
                  variant="ghost"
                  icon={mdiRefresh}
                  onClick={() => onRegenerate(tailIds(lastUserIndex + 1))}
                >
                  {t('chat.conversation.regenerate')}
                </Button>
              ) : undefined
            }
          />
        )
      })}
    </ol>
  )
}
