/** A text in both languages: what the API sends where the reader's language is not known. */
export interface BilingualText {
  ja: string
  en: string
}

/** The reader's half. */
export function inLanguage(text: BilingualText, language: string): string {
  return language.startsWith('en') ? text.en : text.ja
}

/** Both halves on one line, Japanese first: the `message` of an API error, a CLI line. */
export function joinedText(text: BilingualText): string {
  return `${text.ja} / ${text.en}`
}
