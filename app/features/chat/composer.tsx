/**
 * The message box: Enter sends, Shift+Enter adds a line, and Enter while an input method is
 * composing (Japanese kana-kanji conversion: `isComposing`, or keyCode 229 in browsers that
 * report the confirming Enter that way) never sends. While a reply streams, Send becomes Stop.
 * Rows come from the configuration (`ui.textareaRows`) through the Textarea component.
 */
import { mdiSend, mdiStop } from '@mdi/js'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './chat-screen.css'
import type { BalanceView } from './chat-types'

export interface ComposerProps {
  value: string
  onValueChange: (value: string) => void
  onSend: () => void
  onStop: () => void
  /** A reply is being written: Stop instead of Send. */
  streaming: boolean
  balance?: BalanceView
  /** Catalogue examples; choosing one fills the box. */
  inputHints?: string[]
  /** Why the last send was refused, in the reader's language. */
  error?: string | null
}

/** Enter without Shift, outside an IME composition. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent' | 'keyCode'>) {
  const native = event.nativeEvent as { isComposing?: boolean }
  return event.key === 'Enter' && !event.shiftKey && !native.isComposing && event.keyCode !== 229
}

export function Composer({
  value,
  onValueChange,
  onSend,
  onStop,
  streaming,
  balance,
  inputHints = [],
  error,
}: ComposerProps) {
  const { t } = useTranslation()
  const exhausted = balance ? !balance.canSend : false
  const canSend = !streaming && !exhausted && value.trim().length > 0
  const send = () => {
    if (canSend) onSend()
  }
  return (
    <form
      className={css.composer}
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
        label={t('chat.composer.label')}
        placeholder={t('chat.composer.placeholder')}
        value={value}
        onValueChange={onValueChange}
        onKeyDown={(event) => {
          if (isSendKey(event)) {
            event.preventDefault()
            send()
          }
        }}
      />
      {inputHints.length > 0 && (
        <div className={css.hints}>
          <span className={css.muted}>{t('chat.composer.hints')}</span>
          {inputHints.map((hint) => (
            <button key={hint} type="button" className={css.hint} onClick={() => onValueChange(hint)}>
              {hint}
            </button>
          ))}
        </div>
      )}
      <div className={css.composerActions}>
        <span className={css.muted} data-testid="balance" data-available={balance?.available}>
          {balance ? t('chat.composer.balance', { available: balance.available.toLocaleString() }) : ''}
        </span>
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
