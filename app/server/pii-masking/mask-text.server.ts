/**
 * Masks personal data in a text before it goes to a model provider (issue 19, ADR 034). Pure:
 * `compileMasker(rules)` prepares the NG words once, and its `mask(text)` answers the text with
 * each masked span replaced by its kind's placeholder (`[EMAIL]`, `[PHONE]`, `[MY_NUMBER]`,
 * `[CARD]`, `[NG]`) and where the spans were, in the original and in the masked text.
 */
import {
  type MaskedSpan,
  type MaskKind,
  PII_KINDS,
  type PiiKind,
  PLACEHOLDERS,
} from '#app/features/pii-masking/masking.shared'
import { type Detection, detectEmails, detectIdentityNumbers, detectPhones } from './detectors.server'
import { matchingWord, originalRange, toMatchingText } from './matching-text.server'

export interface MaskRules {
  kinds: readonly PiiKind[]
  /** Masked wherever they occur, case and width aside (ASCII words only as whole words). */
  ngWords: readonly string[]
}

export interface MaskResult {
  /** The text with each span replaced by its placeholder. */
  text: string
  /** The spans in the original text, in order. */
  spans: MaskedSpan[]
  /** The same spans in `text`: where each placeholder is. */
  placeholderSpans: MaskedSpan[]
}

export interface Masker {
  /** False when no kind is on and no NG word is set: `mask` gives every text back unchanged. */
  active: boolean
  mask(text: string): MaskResult
}

type Candidate = { kind: MaskKind; start: number; end: number }

const WORD_CHARACTER = /[a-z0-9]/

/** Every occurrence of each word; a word that starts or ends with a letter or digit only whole. */
function detectNgWords(text: string, words: readonly string[]): Candidate[] {
  const found: Candidate[] = []
  for (const word of words) {
    const wholeAtStart = WORD_CHARACTER.test(word[0] ?? '')
    const wholeAtEnd = WORD_CHARACTER.test(word.at(-1) ?? '')
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      const end = at + word.length
      if (wholeAtStart && WORD_CHARACTER.test(text[at - 1] ?? '')) continue
      if (wholeAtEnd && WORD_CHARACTER.test(text[end] ?? '')) continue
      found.push({ kind: 'ngWord', start: at, end })
    }
  }
  return found
}

/** The earliest spans first and, from one place, the longest: what overlaps a taken span is dropped. */
function withoutOverlaps(candidates: Candidate[]): Candidate[] {
  const sorted = [...candidates].sort((left, right) => left.start - right.start || right.end - left.end)
  const kept: Candidate[] = []
  for (const candidate of sorted) {
    if (candidate.start >= (kept.at(-1)?.end ?? 0)) kept.push(candidate)
  }
  return kept
}

const UNCHANGED = (text: string): MaskResult => ({ text, spans: [], placeholderSpans: [] })

export function compileMasker(rules: MaskRules): Masker {
  const kinds = new Set(rules.kinds.filter((kind) => PII_KINDS.includes(kind)))
  // The longest first: a longer word and a shorter one inside it mask the longer span.
  const words = [...new Set(rules.ngWords.map(matchingWord).filter((word) => word.length > 0))].sort(
    (left, right) => right.length - left.length,
  )
  const active = kinds.size > 0 || words.length > 0
  if (!active) return { active, mask: UNCHANGED }
  return {
    active,
    mask(original) {
      if (original.length === 0) return UNCHANGED(original)
      const matching = toMatchingText(original)
      const detected: Detection[] = [
        ...(kinds.has('email') ? detectEmails(matching.text) : []),
        ...(kinds.has('myNumber') || kinds.has('card')
          ? detectIdentityNumbers(matching.text).filter((found) => kinds.has(found.kind))
          : []),
        ...(kinds.has('phone') ? detectPhones(matching.text) : []),
      ]
      const candidates = withoutOverlaps([...detected, ...detectNgWords(matching.text, words)])
      let text = ''
      let from = 0
      const spans: MaskedSpan[] = []
      const placeholderSpans: MaskedSpan[] = []
      for (const candidate of candidates) {
        const [start, end] = originalRange(matching, candidate.start, candidate.end)
        if (start < from || end <= start) continue
        text += original.slice(from, start)
        const placeholder = PLACEHOLDERS[candidate.kind]
        placeholderSpans.push({
          kind: candidate.kind,
          start: text.length,
          end: text.length + placeholder.length,
        })
        text += placeholder
        spans.push({ kind: candidate.kind, start, end })
        from = end
      }
      text += original.slice(from)
      return { text, spans, placeholderSpans }
    },
  }
}
