/**
 * The text of the built-in offline provider's replies (ADR 009). Always labelled as offline in
 * Japanese and English, so no one mistakes it for a model's answer. FAQ chats quote the best
 * matching entry and list the sources; when nothing matches, the reply says so plainly.
 */
import { faqSources, NO_FAQ_MATCH } from '../faq/grounding'
import type { FaqRanking } from '../faq/retrieval'

export const OFFLINE_LABEL = { ja: '【オフライン応答】', en: '[Offline reply]' } as const

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
export function offlineGeneralReply(userMessage: string): string {
  const parts = [
    `${OFFLINE_LABEL.ja} AI モデルが設定されていないため、この環境で自動応答しています。管理者がモデルプロバイダー(OPSAI_AI_BASE_URL など)を設定すると、AI が回答します。`,
    '',
    `${OFFLINE_LABEL.en} No AI model is configured, so this environment answers locally. Once an administrator configures a model provider (OPSAI_AI_BASE_URL and related settings), an AI model will reply.`,
  ]
  if (userMessage.trim()) parts.push('', 'ご質問 / Your message:', '', quote(userMessage))
  return parts.join('\n')
}

/** FAQ chats: the best entry's answer with the sources, or a plain "nothing matched". */
export function offlineFaqReply(ranking: FaqRanking): string {
  const best = ranking.matches[0]
  if (!best) {
    return [`${OFFLINE_LABEL.ja} ${NO_FAQ_MATCH.ja}`, '', `${OFFLINE_LABEL.en} ${NO_FAQ_MATCH.en}`].join('\n')
  }
  const sources = faqSources(ranking).map(
    (source, index) => `${index + 1}. ${source.question} (一致度 / match ${source.score.toFixed(2)})`,
  )
  return [
    `${OFFLINE_LABEL.ja} FAQ の回答をご案内します。 ${OFFLINE_LABEL.en} Answered from the FAQ.`,
    '',
    `**Q. ${best.entry.question}**`,
    '',
    best.entry.answer,
    '',
    '出典 / Sources:',
    '',
    ...sources,
  ].join('\n')
}
