/**
 * The text of the built-in offline provider's replies (ADR 009, ADR 019). Labelled as offline so
 * no one mistakes it for a model's answer, in the reader's language only, and without the
 * platform's internals (an end user cannot set an environment variable). FAQ chats quote the
 * best entry when it clearly matches; the screen lists the sources under the reply (the
 * message's `sources`), so the text does not repeat them. When nothing matches clearly, the
 * reply says so, once.
 */
import type { Locale } from '../../i18n/locale'
import { NO_FAQ_MATCH } from '../faq/grounding.server'
import type { FaqRanking } from '../faq/retrieval.shared'

export const OFFLINE_LABEL = { ja: '【オフライン応答】', en: '[Offline reply]' } as const

const GENERAL_REPLY = {
  ja: 'AI モデルがまだ設定されていないため、この環境が自動でお返事しています。管理者が AI モデルを設定すると、AI が回答します。',
  en: 'No AI model has been set up yet, so this environment is replying automatically. Once an administrator sets up an AI model, the AI will answer.',
} as const

const YOUR_MESSAGE = { ja: 'ご質問:', en: 'Your message:' } as const
const FROM_THE_FAQ = { ja: 'FAQ から回答をご案内します。', en: 'Here is the answer from the FAQ.' } as const

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
  const parts = [`${OFFLINE_LABEL[locale]} ${GENERAL_REPLY[locale]}`]
  if (userMessage.trim()) parts.push('', YOUR_MESSAGE[locale], '', quote(userMessage))
  return parts.join('\n')
}

/** FAQ chats: the best clear entry's answer, or "nothing matched" said once. */
export function offlineFaqReply(ranking: FaqRanking, locale: Locale = 'ja'): string {
  const best = quotableRanking(ranking).matches[0]
  if (!best) return `${OFFLINE_LABEL[locale]} ${NO_FAQ_MATCH[locale]}`
  return [
    `${OFFLINE_LABEL[locale]} ${FROM_THE_FAQ[locale]}`,
    '',
    `**Q. ${best.entry.question}**`,
    '',
    best.entry.answer,
  ].join('\n')
}
