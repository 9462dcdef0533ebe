/**
 * The live count against the 8,000-character limit (chat-limits.shared.ts), shown before
 * sending so nobody learns of the limit from a refusal. Over the limit the count turns to the
 * error colour and the box says why (`tooLongMessage`, shown by the field as its error).
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locale'
import { MAX_MESSAGE_LENGTH, messageLength } from './chat-limits.shared'
import * as css from './chat-screen.css'

/** The field error for a message over the limit, or undefined. */
export function tooLongMessage(text: string, t: TFunction, locale: Locale): string | undefined {
  const over = messageLength(text) - MAX_MESSAGE_LENGTH
  if (over <= 0) return undefined
  return t('chat.composer.tooLong', {
    max: formatNumber(MAX_MESSAGE_LENGTH, locale),
    over: formatNumber(over, locale),
  })
}

export function CharacterCounter({ text }: { text: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const count = messageLength(text)
  return (
    <span
      className={css.counter}
      data-over={count > MAX_MESSAGE_LENGTH}
      data-testid="character-counter"
      data-count={count}
    >
      {t('chat.composer.counter', {
        count: formatNumber(count, locale),
        max: formatNumber(MAX_MESSAGE_LENGTH, locale),
      })}
    </span>
  )
}
