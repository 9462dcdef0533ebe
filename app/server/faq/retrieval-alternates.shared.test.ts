import { describe, expect, it } from 'vitest'
import { createFaqIndex, type FaqEntry, rankFaqEntries } from './retrieval.shared'
import { ALL_FAQ, ANSWERABLE_QUESTIONS, JAPANESE_FAQ, UNANSWERABLE_QUESTIONS } from './testing/faq-fixtures'

/** The Japanese FAQ with other wordings added to two entries (what an imported sheet gives). */
function withAlternates(alternates: Record<string, string[]>): FaqEntry[] {
  return JAPANESE_FAQ.map((entry) => ({ ...entry, alternateQuestions: alternates[entry.id] ?? [] }))
}

describe('alternate wordings of a question', () => {
  it('match a question the main wording and answer do not', () => {
    // Nothing of 「退会」「やめ」 is in the cancel entry's question or answer.
    const question = '退会してサービスをやめたい'
    expect(rankFaqEntries(question, JAPANESE_FAQ).answered).toBe(false)
    const ranking = rankFaqEntries(
      question,
      withAlternates({ 'ja-cancel': ['退会したい', 'サービスをやめる'] }),
    )
    expect(ranking.answered).toBe(true)
    expect(ranking.matches[0]?.entry.id).toBe('ja-cancel')
  })

  it('match English wordings of a Japanese entry', () => {
    const question = 'How do I invite a coworker?'
    expect(rankFaqEntries(question, JAPANESE_FAQ).matches[0]?.entry.id).not.toBe('ja-add-member')
    const entries = withAlternates({ 'ja-add-member': ['How do I invite a coworker?'] })
    expect(rankFaqEntries(question, entries).matches[0]?.entry.id).toBe('ja-add-member')
  })

  it('score an entry as its best wording, not the sum of its wordings', () => {
    const entries: FaqEntry[] = [
      { id: 'once', question: '領収書の発行', answer: '管理画面から発行できます。' },
      {
        id: 'thrice',
        question: '領収書の発行',
        answer: '管理画面から発行できます。',
        alternateQuestions: ['領収書の発行', '領収書の発行'],
      },
    ]
    const ranking = rankFaqEntries('領収書を発行したい', entries, { threshold: 0, relativeCutoff: 0 })
    expect(ranking.matches.map((match) => match.entry.id)).toEqual(['once', 'thrice'])
    expect(ranking.matches[0]?.score).toBe(ranking.matches[1]?.score)
  })

  it('an exact alternate scores as high as an exact question', () => {
    const exact = rankFaqEntries('パスワードの再設定方法', JAPANESE_FAQ).topScore
    const entries = withAlternates({ 'ja-cancel': ['パスワードの再設定方法'] })
    const ranking = rankFaqEntries('パスワードの再設定方法', entries, { threshold: 0, relativeCutoff: 0 })
    const cancel = ranking.matches.find((match) => match.entry.id === 'ja-cancel')
    const reset = ranking.matches.find((match) => match.entry.id === 'ja-password-reset')
    expect(cancel?.score).toBeGreaterThan(exact * 0.5)
    // The entry whose answer also speaks of passwords stays first; ties would keep catalogue order.
    expect(reset?.score).toBeGreaterThanOrEqual(cancel?.score ?? 1)
  })

  it('ignore blank alternates and leave the fixtures’ ranking as it was', () => {
    const blank = ALL_FAQ.map((entry) => ({ ...entry, alternateQuestions: ['', '   '] }))
    const index = createFaqIndex(blank)
    for (const { question, expected } of ANSWERABLE_QUESTIONS)
      expect(index.rank(question).matches[0]?.entry.id).toBe(expected)
    for (const question of UNANSWERABLE_QUESTIONS) expect(index.rank(question).answered).toBe(false)
    const scores = (entries: readonly FaqEntry[]) =>
      createFaqIndex(entries)
        .rank('パスワードを忘れました', { threshold: 0, relativeCutoff: 0, limit: 30 })
        .matches.map((match) => [match.entry.id, match.score])
    expect(scores(blank)).toEqual(scores(ALL_FAQ))
  })
})
