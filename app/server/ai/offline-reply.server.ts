/**
 * The text of the built-in offline provider's replies (ADR 009, ADR 019). Labelled as offline so
 * no one mistakes it for a model's answer, in the reader's language only, and without the
 * platform's internals (an end user cannot set an environment variable). FAQ chats quote the
 * best entry when it clearly matches; the screen lists the sources under the reply (the
 * message's `sources`), so the text does not repeat them. When nothing matches clearly, the
 * reply says so, once.
 */
import type { Locale } from '#app/i18n/locale'
import { textIn } from '#app/i18n/texts.server'
import type { FaqRanking } from '../faq/retrieval.shared'

/** The label every offline reply starts with, so no one mistakes it for a model's answer. */
export function offlineLabel(locale: Locale): string {
  return textIn(locale, 'replies.offlineLabel')
}

/**
 * An FAQ entry is quoted as the answer only at this score or above (ADR 019). The score is the
 * share of the question's weight the entry covers: under 0.3 less than a third of what was
 * asked is in the entry, and on the fixtures such matches are as often another question's
 * (0.20 "パスワードを変えたい" → "アカウントがロックされました") as the right one. With no model to
 * judge relevance, a wrong answer quoted verbatim is worse than saying nothing matched.
 */
export const QUOTED_ANSWER_THRESHOLD = 0.3

/** The ranking the offline reply answers from: only the entries clear enough to quote. */
export function quotableRanking<T extends FaqRanking>(ranking: T): T {
  const matches = ranking.matches.filter((match) => match.score >= QUOTED_ANSWER_THRESHOLD)
  return { ...ranking, matches, answered: matches.length > 0 }
}

const QUOTED_MESSAGE_LIMIT = 200

function quote(text: string): string {
  const trimmed = text.trim()
  const shortened =
    [...trimmed].length > QUOTED_MESSAGE_LIMIT
      ? `${[...trimmed].slice(0, QUOTED_MESSAGE_LIMIT).join('')}…`
      : trimmed
  return shortened
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
}

/** General, custom and ops chats: a labelled local reply that explains itself. */
export function offlineGeneralReply(userMessage: string, locale: Locale = 'ja'): string {
  const parts = [`${offlineLabel(locale)} ${textIn(locale, 'replies.offlineGeneral')}`]
  if (userMessage.trim()) parts.push('', textIn(locale, 'replies.yourMessage'), '', quote(userMessage))
  return parts.join('\n')
}

/** FAQ chats: the best clear entry's answer, or "nothing matched" said once. */
export function offlineFaqReply(ranking: FaqRanking, locale: Locale = 'ja'): string {
  const best = quotableRanking(ranking).matches[0]
  if (!best) return `${offlineLabel(locale)} ${textIn(locale, 'replies.noFaqMatch')}`
  return [
    `${offlineLabel(locale)} ${textIn(locale, 'replies.fromTheFaq')}`,
    '',
    `**Q. ${best.entry.question}**`,
    '',
    best.entry.answer,
  ].join('\n')
}
