/**
 * The message box, pinned under the conversation: Enter sends, Shift+Enter adds a line, and
 * Enter while an input method is composing (Japanese kana-kanji conversion: `isComposing`, or
 * keyCode 229 in browsers that report the confirming Enter that way) never sends. While a reply
 * streams, Send becomes Stop. The box grows with its text up to a third of the screen, so a long
 * message never pushes the conversation away; a live counter shows the 8,000-character limit.
 */
import { mdiSend, mdiStop } from '@mdi/js'
import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { Textarea } from '../../ui/textarea/textarea'
import { CharacterCounter, tooLongMessage } from './character-counter'
import * as css from './chat-screen.css'
import type { BalanceView } from './chat-types.shared'

export interface ComposerProps {
  value: string
  onValueChange: (value: string) => void
  onSend: () => void
  onStop: () => void
  /** A reply is being written: Stop instead of Send. */
  streaming: boolean
  balance?: BalanceView
  /** Why the last send was refused, in the reader's language. */
  error?: string | null
  /** The text box, for the "focus the composer" shortcut and the starters. */
  textareaRef?: Ref<HTMLTextAreaElement>
}

/** Enter without Shift, outside an IME composition. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent' | 'keyCode'>) {
  const native = event.nativeEvent as { isComposing?: boolean }
  return event.key === 'Enter' && !event.shiftKey && !native.isComposing && event.keyCode !== 229
}

/** The textarea's rows before it grows: two lines keep the composer small on a phone. */
const COMPOSER_ROWS = 2

export function Composer({
  value,
  onValueChange,
  onSend,
  onStop,
  streaming,
  balance,
  error,
  textareaRef,
}: ComposerProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const exhausted = balance ? !balance.canSend : false
  const tooLong = tooLongMessage(value, t, locale)
  const canSend = !streaming && !exhausted && !tooLong && value.trim().length > 0
  const send = () => {
    if (canSend) onSend()
  }
  return (
    <form
      className={css.composer}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      {exhausted && balance && (
        <p className={css.notice} data-tone="error" role="alert" data-testid="balance-exhausted">
          {t('chat.composer.exhausted', {
            available: balance.available.toLocaleString(),
            minimum: balance.minimumToSend.toLocaleString(),
          })}
        </p>
      )}
      {error && (
        <p className={css.notice} data-tone="error" role="alert" data-testid="composer-error">
          {error}
        </p>
      )}
      <Textarea
        ref={textareaRef}
        label={t('chat.composer.label')}
        placeholder={t('chat.composer.placeholder')}
        value={value}
        rows={COMPOSER_ROWS}
        className={css.composerField}
        error={tooLong}
        onValueChange={onValueChange}
        onKeyDown={(event) => {
          if (isSendKey(event)) {
            event.preventDefault()
            send()
          }
        }}
      />
      <div className={css.composerActions}>
        <div className={css.composerStatus}>
          <CharacterCounter text={value} />
          <span className={css.balanceLine} data-testid="balance" data-available={balance?.available}>
            {balance ? t('chat.composer.balance', { available: balance.available.toLocaleString() }) : ''}
          </span>
        </div>
        {streaming ? (
          <Button type="button" variant="secondary" icon={mdiStop} onClick={onStop}>
            {t('chat.composer.stop')}
          </Button>
        ) : (
          <Button type="submit" icon={mdiSend} disabled={!canSend}>
            {t('chat.composer.send')}
          </Button>
        )}
      </div>
    </form>
  )
}
