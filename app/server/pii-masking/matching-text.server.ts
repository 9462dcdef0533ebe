/**
 * The form of a text the detectors read (ADR 034): each character NFKC-normalised on its own
 * (full-width digits, letters, ＠ and spaces become ASCII), dash-like characters made `-` (a
 * phone number typed with ー or − is still one) and lower-cased — with, for every code unit of
 * that form, where it came from in the original, so a match maps back to the original's span.
 * Normalising character by character (not the whole string) keeps that map exact.
 */

/** Hyphens, dashes, minus signs and the long-vowel mark that people type between digits. */
const DASHES = /^[\u2010-\u2015\u2212\u30fc\uff0d\uff70\ufe58\ufe63]$/u

export interface MatchingText {
  /** The normalised text. */
  text: string
  /** For each code unit of `text`: the original's index where its character starts… */
  starts: number[]
  /** …and where it ends. */
  ends: number[]
}

/** One character (or a kana with its voicing mark) as the detectors read it. */
export function matchingForm(character: string): string {
  const normalised = character.normalize('NFKC')
  return (DASHES.test(normalised) ? '-' : normalised).toLowerCase()
}

/** Half-width voiced sound marks: ｶﾞ is one character (ガ) once normalised with its kana. */
const HALF_WIDTH_VOICING = /^[\uff9e\uff9f]$/

export function toMatchingText(original: string): MatchingText {
  let text = ''
  const starts: number[] = []
  const ends: number[] = []
  let at = 0
  const characters = [...original]
  for (let index = 0; index < characters.length; index += 1) {
    let character = characters[index] as string
    const next = characters[index + 1]
    if (next && HALF_WIDTH_VOICING.test(next) && (character + next).normalize('NFKC').length === 1) {
      character += next
      index += 1
    }
    const form = matchingForm(character)
    const end = at + character.length
    for (let unit = 0; unit < form.length; unit += 1) {
      starts.push(at)
      ends.push(end)
    }
    text += form
    at = end
  }
  return { text, starts, ends }
}

/** The original's `[start, end)` of the normalised text's `[start, end)` (end > start). */
export function originalRange(matching: MatchingText, start: number, end: number): [number, number] {
  return [matching.starts[start] ?? 0, matching.ends[end - 1] ?? 0]
}

/** The matching form of a whole word (an NG word): the same per-character rules, trimmed. */
export function matchingWord(word: string): string {
  return toMatchingText(word.trim()).text
}
