/**
 * FAQ retrieval without word splitting (ADR 008). Japanese has no spaces between words, so the
 * text is normalised and cut into overlapping character bi-grams and tri-grams; entries are
 * ranked by BM25F over those n-grams with the question field weighted above the answer.
 *
 * The score is normalised to 0..1 (the share of the question's n-gram weight an entry covers,
 * with BM25 saturation), so one threshold means the same for every question: under it the
 * chat says plainly that nothing matched.
 *
 * Pure: it takes the entries as input, so it runs anywhere (offline provider, tests, browser).
 */

export interface FaqEntry {
  id: string
  question: string
  answer: string
  /** Other wordings of the question: an entry scores as its best-matching wording. */
  alternateQuestions?: readonly string[]
}

export interface RankOptions {
  /** How many matches to return at most. */
  limit?: number
  /** Normalised score (0..1) under which an entry does not count as a match. */
  threshold?: number
  /** Field weights of BM25F. */
  weights?: { question: number; answer: number }
  /** A match must also score at least this share of the best one, so weak runners-up drop out. */
  relativeCutoff?: number
}

export interface RankedFaqEntry<T extends FaqEntry = FaqEntry> {
  entry: T
  /** 0..1; comparable across questions. */
  score: number
}

export interface FaqRanking<T extends FaqEntry = FaqEntry> {
  /** Entries at or above the threshold, best first. */
  matches: RankedFaqEntry<T>[]
  /** The best score of any entry, matched or not (for "unanswered questions" reports). */
  topScore: number
  /** False when nothing reached the threshold: the reply must say so plainly. */
  answered: boolean
}

export const DEFAULT_RANK_OPTIONS = {
  limit: 3,
  // Tuned on faq-fixtures.ts: every answerable question scores ≥ 0.13, every other ≤ 0.11.
  threshold: 0.12,
  weights: { question: 2, answer: 1 },
  relativeCutoff: 0.5,
} as const satisfies Required<RankOptions>

// BM25's usual constants: k1 saturates repeated n-grams, b normalises by field length.
const K1 = 1.2
const B = 0.75

const KATAKANA = /[\u30a1-\u30f6]/g
const KANA_OFFSET = 0x60
const SEPARATORS = /[\p{P}\p{S}\p{Z}\p{C}\s]+/gu
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005'
const SEGMENTS = new RegExp(`[${CJK}]+|[^${CJK}\\s]+`, 'gu')
const CJK_SEGMENT = new RegExp(`^[${CJK}]`, 'u')
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u

/**
 * Hiragana-only n-grams are mostly particles and inflections (「したい」「ですか」): they say
 * little about what the question is about, so they weigh less than kanji and katakana ones.
 */
const FUNCTION_GRAM_WEIGHT = 0.25

/** English words that carry no topic (Latin text is cut at spaces, unlike Japanese). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from how i if in is it me my of on or our so that the ' +
    'their there this to was we what when where which who why will with you your'
  ).split(' '),
)

function foldKana(text: string): string {
  return text.replace(KATAKANA, (character) => String.fromCharCode(character.charCodeAt(0) - KANA_OFFSET))
}

/**
 * NFKC (full-width Latin and half-width kana become one form), lower case, katakana folded
 * to hiragana (「パスワード」 and 「ぱすわーど」 meet), punctuation and symbols become spaces.
 */
export function normaliseForSearch(text: string): string {
  return foldKana(text.normalize('NFKC').toLowerCase()).replace(SEPARATORS, ' ').trim()
}

export interface SearchTerm {
  gram: string
  /** How much the term says about the topic when it appears in a question. */
  weight: number
}

/**
 * The terms of a text, repeats included. Japanese (and other CJK) runs give character bi-grams
 * and tri-grams, a lone character (「鍵」) itself; other words give tri-grams of the word padded
 * with spaces (as pg_trgm does, so whole words and prefixes count more), stop words none.
 */
export function searchTerms(text: string): SearchTerm[] {
  const terms: SearchTerm[] = []
  // Kana are folded per n-gram, after the hiragana test, so 「パス」 stays a content term.
  const prepared = text.normalize('NFKC').toLowerCase().replace(SEPARATORS, ' ')
  for (const segment of prepared.match(SEGMENTS) ?? []) {
    if (!CJK_SEGMENT.test(segment)) {
      if (STOP_WORDS.has(segment)) continue
      const padded = Array.from(` ${segment} `)
      for (let start = 0; start + 3 <= padded.length; start += 1) {
        terms.push({ gram: padded.slice(start, start + 3).join(''), weight: 1 })
      }
      continue
    }
    const characters = Array.from(segment)
    const add = (gram: string) =>
      terms.push({ gram: foldKana(gram), weight: HIRAGANA_ONLY.test(gram) ? FUNCTION_GRAM_WEIGHT : 1 })
    if (characters.length === 1) add(segment)
    for (let start = 0; start + 2 <= characters.length; start += 1) {
      add(characters.slice(start, start + 2).join(''))
      if (start + 3 <= characters.length) add(characters.slice(start, start + 3).join(''))
    }
  }
  return terms
}

/** Counts of each term of a text (the index side, where weights do not apply). */
export function characterNgrams(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { gram } of searchTerms(text)) counts.set(gram, (counts.get(gram) ?? 0) + 1)
  return counts
}

interface IndexedField {
  grams: Map<string, number>
  length: number
}

interface IndexedEntry<T> {
  entry: T
  /** The question, then each alternate wording: each is the question field in turn. */
  questions: IndexedField[]
  answer: IndexedField
}

function indexField(text: string): IndexedField {
  const grams = characterNgrams(text)
  let length = 0
  for (const count of grams.values()) length += count
  return { grams, length }
}

export interface FaqIndex<T extends FaqEntry = FaqEntry> {
  readonly size: number
  /** Ranks the indexed entries for `question`; the same input always gives the same order. */
  rank(question: string, options?: RankOptions): FaqRanking<T>
}

/**
 * Indexes entries once (n-grams, field lengths) for many questions: a FAQ chat can keep the
 * index while its entries do not change. Field weights apply at ranking time.
 */
export function createFaqIndex<T extends FaqEntry>(entries: readonly T[]): FaqIndex<T> {
  const indexed: IndexedEntry<T>[] = entries.map((entry) => ({
    entry,
    questions: [entry.question, ...(entry.alternateQuestions ?? []).filter((text) => text.trim() !== '')].map(
      indexField,
    ),
    answer: indexField(entry.answer),
  }))
  const averageOf = (fields: IndexedField[]) =>
    Math.max(1, fields.reduce((total, field) => total + field.length, 0) / Math.max(1, fields.length))
  const averageQuestion = averageOf(indexed.flatMap((item) => item.questions))
  const averageAnswer = averageOf(indexed.map((item) => item.answer))
  const documentFrequency = new Map<string, number>()
  for (const item of indexed) {
    const grams = new Set(item.answer.grams.keys())
    for (const question of item.questions) for (const gram of question.grams.keys()) grams.add(gram)
    for (const gram of grams) documentFrequency.set(gram, (documentFrequency.get(gram) ?? 0) + 1)
  }

  function rank(question: string, options: RankOptions = {}): FaqRanking<T> {
    const limit = options.limit ?? DEFAULT_RANK_OPTIONS.limit
    const threshold = options.threshold ?? DEFAULT_RANK_OPTIONS.threshold
    const weights = options.weights ?? DEFAULT_RANK_OPTIONS.weights
    const relativeCutoff = options.relativeCutoff ?? DEFAULT_RANK_OPTIONS.relativeCutoff
    const queryWeights = new Map<string, number>()
    for (const { gram, weight } of searchTerms(question)) {
      queryWeights.set(gram, Math.max(weight, queryWeights.get(gram) ?? 0))
    }
    if (queryWeights.size === 0 || indexed.length === 0) return { matches: [], topScore: 0, answered: false }

    const total = indexed.length
    const idf = new Map<string, number>()
    // What an entry scores if it contains every n-gram of the question many times over.
    let maximum = 0
    for (const [gram, weight] of queryWeights) {
      const frequency = documentFrequency.get(gram) ?? 0
      const value = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5)) * weight
      idf.set(gram, value)
      maximum += value * (K1 + 1)
    }

    // BM25F of one wording of the question with the entry's answer.
    const scoreWith = (question: IndexedField, answer: IndexedField) => {
      let score = 0
      for (const [gram, value] of idf) {
        const termFrequency =
          (weights.question * (question.grams.get(gram) ?? 0)) /
            (1 - B + (B * question.length) / averageQuestion) +
          (weights.answer * (answer.grams.get(gram) ?? 0)) / (1 - B + (B * answer.length) / averageAnswer)
        if (termFrequency > 0) score += (value * termFrequency * (K1 + 1)) / (termFrequency + K1)
      }
      return score
    }
    const scored = indexed.map((item, position) => {
      // The best wording counts: merging wordings into one field would dilute a short exact match.
      const score = Math.max(...item.questions.map((question) => scoreWith(question, item.answer)))
      return { entry: item.entry, score: maximum > 0 ? score / maximum : 0, position }
    })
    // Ties keep the catalogue order, so the ranking is deterministic.
    scored.sort((left, right) => right.score - left.score || left.position - right.position)
    const topScore = scored[0]?.score ?? 0
    const matches = scored
      .filter((item) => item.score > 0 && item.score >= threshold && item.score >= topScore * relativeCutoff)
      .slice(0, limit)
      .map(({ entry, score }) => ({ entry, score }))
    return { matches, topScore, answered: matches.length > 0 }
  }

  return { size: indexed.length, rank }
}

/** Ranks `entries` for `question` (indexing them first); deterministic. */
export function rankFaqEntries<T extends FaqEntry>(
  question: string,
  entries: readonly T[],
  options: RankOptions = {},
): FaqRanking<T> {
  return createFaqIndex(entries).rank(question, options)
}
