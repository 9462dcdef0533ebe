/**
 * Every human text the server sends comes from the typed i18next catalogues, in both languages
 * at once: the API answers `messages: { ja, en }`, the page shows the reader's half and a script
 * gets both. Keys are the UI catalogue's (`validation.required`) or the error catalogue's
 * (`errors.team.lastOwner`); values fill `{{name}}` placeholders.
 */
import { createInstance, type i18n } from 'i18next'
import { type BilingualText, joinedText } from './bilingual-text.shared'
import { type CliMessages, cliEn, cliJa } from './cli'
import { type ErrorMessages, errorsEn, errorsJa } from './errors'
import type { Locale } from './locale'
import { en } from './locales/en'
import { ja, type Messages } from './locales/ja'
import { type MailMessages, mailEn, mailJa } from './mail'
import type { MessageKey } from './message-key'
import { type ReplyMessages, repliesEn, repliesJa } from './replies'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A key of the error catalogue, e.g. `'errors.team.lastOwner'`. */
export type ErrorKey = Leaves<ErrorMessages, 'errors.'>

/** A key of the mail catalogue, e.g. `'mail.invitation.subject'`. */
export type MailKey = Leaves<MailMessages, 'mail.'>

/** A key of the CLI catalogue, e.g. `'cli.themes.added'`. */
export type CliKey = Leaves<CliMessages, 'cli.'>

/** A key of the chat replies the platform words itself, e.g. `'replies.noFaqMatch'`. */
export type ReplyKey = Leaves<ReplyMessages, 'replies.'>

/** Any text the server may word: a key of the UI, error, mail, CLI or reply catalogue. */
export type TextKey = MessageKey | ErrorKey | MailKey | CliKey | ReplyKey

/** The server's own catalogues, beside the UI's. */
interface ServerCatalogues {
  errors: ErrorMessages
  mail: MailMessages
  cli: CliMessages
  replies: ReplyMessages
}

export type TextParams = Record<string, string | number>

function build(locale: Locale, messages: Messages, { errors, ...server }: ServerCatalogues): i18n {
  const instance = createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: false,
    // The UI catalogue has an `errors` section of its own (errors.statusLabel): both are kept.
    resources: {
      [locale]: { translation: { ...messages, errors: { ...messages.errors, ...errors }, ...server } },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

const translators: Record<Locale, i18n> = {
  ja: build('ja', ja, { errors: errorsJa, mail: mailJa, cli: cliJa, replies: repliesJa }),
  en: build('en', en, { errors: errorsEn, mail: mailEn, cli: cliEn, replies: repliesEn }),
}

/** Whether a string (a schema issue's message) is a key of both catalogues. */
export function isTextKey(value: string): value is TextKey {
  return translators.ja.exists(value) && translators.en.exists(value)
}

/** One text in one language. */
export function textIn(locale: Locale, key: TextKey, params: TextParams = {}): string {
  // i18next's own typing knows only the UI catalogue; TextKey is the checked key here.
  const translate = translators[locale].t as (key: string, options: TextParams) => string
  return translate(key, params)
}

/** One text in both languages. */
export function bothLanguages(key: TextKey, params: TextParams = {}): BilingualText {
  return { ja: textIn('ja', key, params), en: textIn('en', key, params) }
}

/** One text in both languages on one line, Japanese first (the CLI's output, an error's `message`). */
export function joinedLanguages(key: TextKey, params: TextParams = {}): string {
  return joinedText(bothLanguages(key, params))
}
