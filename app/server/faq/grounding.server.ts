/**
 * Turning a FAQ ranking into what a chat turn needs: the sources shown under the reply, and
 * the system-prompt section that grounds a real model in the matched entries (or tells it to
 * say plainly that the FAQ has no answer). The offline provider builds its reply from the same
 * ranking, so both paths show the same sources.
 */
import { textIn } from '#app/i18n/texts.server'
import type { FaqEntry, FaqRanking } from './retrieval.shared'

export interface FaqSource {
  id: string
  question: string
  /** 0..1, rounded to 3 decimals for display and events. */
  score: number
}

export function faqSources(ranking: FaqRanking): FaqSource[] {
  return ranking.matches.map(({ entry, score }) => ({
    id: entry.id,
    question: entry.question,
    score: Math.round(score * 1000) / 1000,
  }))
}

function quoteEntry(entry: FaqEntry, index: number): string {
  return `[${index + 1}] Q: ${entry.question}\nA: ${entry.answer}`
}

/** Appended to a FAQ chat's system prompt before a real model is called. */
export function faqGroundingPrompt(ranking: FaqRanking): string {
  if (!ranking.answered) {
    return [
      'No FAQ entry matches the user question.',
      'Say plainly, in the language of the question, that the FAQ has no answer to it; do not guess or invent one.',
      `Japanese wording to use: 「${textIn('ja', 'replies.noFaqMatch')}」`,
    ].join('\n')
  }
  return [
    'Answer only from the FAQ entries below, in the language of the question.',
    'Cite the entries you used as [1], [2]. If they do not answer the question, say so plainly instead of guessing.',
    '',
    ...ranking.matches.map(({ entry }, index) => quoteEntry(entry, index)),
  ].join('\n')
}
