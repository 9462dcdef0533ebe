import { describe, expect, it } from 'vitest'
import {
  characterNgrams,
  createFaqIndex,
  DEFAULT_RANK_OPTIONS,
  type FaqEntry,
  normaliseForSearch,
  rankFaqEntries,
  searchTerms,
} from './retrieval.shared'
import {
  ALL_FAQ,
  ANSWERABLE_QUESTIONS,
  ENGLISH_FAQ,
  JAPANESE_FAQ,
  UNANSWERABLE_QUESTIONS,
} from './testing/faq-fixtures'

describe('normaliseForSearch', () => {
  it('unifies widths, case and kana, and drops punctuation', () => {
    expect(normaliseForSearch('ＰＡＳＳＷＯＲＤ')).toBe('password')
    expect(normaliseForSearch('ﾊﾟｽﾜｰﾄﾞ')).toBe('ぱすわーど')
    expect(normaliseForSearch('パスワード')).toBe('ぱすわーど')
    expect(normaliseForSearch('「請求書」・領収書？！')).toBe('請求書 領収書')
    expect(normaliseForSearch('  Hello,   World!  ')).toBe('hello world')
  })
})

describe('searchTerms', () => {
  it('cuts Japanese into overlapping bi-grams and tri-grams without looking for words', () => {
    expect([...characterNgrams('再設定方法').keys()]).toEqual([
      '再設',
      '再設定',
      '設定',
      '設定方',
      '定方',
      '定方法',
      '方法',
    ])
  })

  it('keeps a lone kanji whole', () => {
    expect([...characterNgrams('鍵').keys()]).toEqual(['鍵'])
  })

  it('folds kana per n-gram, weighing hiragana-only n-grams (particles, endings) less', () => {
    const terms = searchTerms('変更したい')
    expect(terms.find((term) => term.gram === '変更')?.weight).toBe(1)
    expect(terms.find((term) => term.gram === 'したい')?.weight).toBeLessThan(1)
    // Katakana content words stay content after folding.
    expect(searchTerms('パスワード').every((term) => term.weight === 1)).toBe(true)
    expect(searchTerms('パスワード')[0]?.gram).toBe('ぱす')
  })

  it('gives English words padded tri-grams and skips stop words', () => {
    expect(searchTerms('the reset').map((term) => term.gram)).toEqual([' re', 'res', 'ese', 'set', 'et '])
  })

  it('splits mixed runs at the script boundary', () => {
    const grams = [...characterNgrams('CSVで出力').keys()]
    expect(grams).toContain('csv')
    expect(grams).toContain('で出力')
    expect(grams).not.toContain('vで')
  })
})

describe('rankFaqEntries', () => {
  it('matches 「パスワードを忘れました」 to 「パスワードの再設定方法」', () => {
    const ranking = rankFaqEntries('パスワードを忘れました', JAPANESE_FAQ)
    expect(ranking.answered).toBe(true)
    expect(ranking.matches[0]?.entry.question).toBe('パスワードの再設定方法')
    expect(ranking.matches[0]?.score).toBe(ranking.topScore)
  })

  it.each(ANSWERABLE_QUESTIONS)('answers $question with $expected', ({ question, expected }) => {
    const ranking = rankFaqEntries(question, ALL_FAQ)
    expect(ranking.answered).toBe(true)
    expect(ranking.matches[0]?.entry.id).toBe(expected)
  })

  it.each(UNANSWERABLE_QUESTIONS)('says nothing matched for %s', (question) => {
    const ranking = rankFaqEntries(question, ALL_FAQ)
    expect(ranking.answered).toBe(false)
    expect(ranking.matches).toEqual([])
    expect(ranking.topScore).toBeLessThan(DEFAULT_RANK_OPTIONS.threshold)
  })

  it('meets hiragana and half-width spellings of katakana words', () => {
    expect(rankFaqEntries('ぱすわーど', JAPANESE_FAQ).matches[0]?.entry.id).toBe('ja-password-reset')
    expect(rankFaqEntries('ﾊﾟｽﾜｰﾄﾞ', JAPANESE_FAQ).matches[0]?.entry.id).toBe('ja-password-reset')
    expect(rankFaqEntries('ＰＡＳＳＷＯＲＤ', ENGLISH_FAQ).matches[0]?.entry.id).toBe('en-password-reset')
  })

  it('weighs the question field above the answer', () => {
    const entries: FaqEntry[] = [
      { id: 'in-answer', question: '請求について', answer: '領収書は管理画面から発行できます。' },
      { id: 'in-question', question: '領収書について', answer: '管理画面から発行できます。' },
    ]
    expect(rankFaqEntries('領収書', entries).matches[0]?.entry.id).toBe('in-question')
    const answerFirst = rankFaqEntries('領収書', entries, { weights: { question: 0, answer: 1 } })
    expect(answerFirst.matches.map((match) => match.entry.id)).toEqual(['in-answer'])
  })

  it('scores between 0 and 1 and lists matches best first, at most `limit`', () => {
    const ranking = rankFaqEntries('プラン 解約 請求書 パスワード', JAPANESE_FAQ, {
      threshold: 0,
      relativeCutoff: 0,
      limit: 4,
    })
    expect(ranking.matches).toHaveLength(4)
    const scores = ranking.matches.map((match) => match.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    for (const score of scores) {
      expect(score).toBeGreaterThan(0)
      expect(score).toBeLessThan(1)
    }
  })

  it('drops weak runners-up and honours the threshold', () => {
    const loose = rankFaqEntries('パスワードを忘れました', JAPANESE_FAQ, {
      threshold: 0,
      relativeCutoff: 0,
      limit: 12,
    })
    const strict = rankFaqEntries('パスワードを忘れました', JAPANESE_FAQ)
    expect(loose.matches.length).toBeGreaterThan(strict.matches.length)
    for (const match of strict.matches) expect(match.score).toBeGreaterThanOrEqual(strict.topScore * 0.5)
    expect(rankFaqEntries('パスワードを忘れました', JAPANESE_FAQ, { threshold: 0.99 }).answered).toBe(false)
  })

  it('keeps the catalogue order for ties', () => {
    const entries = [
      { id: 'b', question: '同じ質問', answer: '同じ答え' },
      { id: 'a', question: '同じ質問', answer: '同じ答え' },
    ]
    expect(rankFaqEntries('同じ質問', entries).matches.map((match) => match.entry.id)).toEqual(['b', 'a'])
  })

  it.each(['', '   ', '？！。、', '\u0000\u0001'])('answers nothing, without failing, for %j', (question) => {
    expect(rankFaqEntries(question, ALL_FAQ)).toEqual({ matches: [], topScore: 0, answered: false })
  })

  it('answers nothing from an empty FAQ', () => {
    expect(rankFaqEntries('パスワード', [])).toEqual({ matches: [], topScore: 0, answered: false })
  })

  // How fast is `npm run bench` (bench/faq.ts), as a ratio to an ordinary question.
  it('ranks a huge question against a large FAQ', () => {
    const many = Array.from({ length: 2000 }, (_, index) => {
      const source = ALL_FAQ[index % ALL_FAQ.length] ?? { id: '', question: '', answer: '' }
      return { ...source, id: `${source.id}-${index}` }
    })
    const index = createFaqIndex(many)
    const ranking = index.rank('パスワードを忘れました'.repeat(5000))
    expect(ranking.matches[0]?.entry.id.startsWith('ja-password-reset')).toBe(true)
  })

  it('gives the same ranking from a kept index', () => {
    const index = createFaqIndex(ALL_FAQ)
    expect(index.size).toBe(ALL_FAQ.length)
    for (const { question } of ANSWERABLE_QUESTIONS)
      expect(index.rank(question)).toEqual(rankFaqEntries(question, ALL_FAQ))
  })
})
