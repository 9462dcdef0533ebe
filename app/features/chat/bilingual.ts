/**
 * The platform's messages come as one "Japanese / English" text (services, stored reply errors)
 * or as `{ ja, en }` (the chat API). These pick the reader's half.
 */
export interface BilingualText {
  ja: string
  en: string
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/g

const japaneseCount = (text: string) => text.match(JAPANESE)?.length ?? 0

/**
 * Splits "ja / en" (or "en / ja") line by line; a line that does not split is used for both.
 * The Japanese half is the one with more Japanese characters: the English half may quote a
 * Japanese name (`Already on plan "スタンダード" / すでに「スタンダード」プランです`).
 */
export function bilingual(message: string): BilingualText {
  const parts = message.split('\n').map((line) => {
    const at = line.indexOf(' / ')
    if (at < 0) return { ja: line, en: line }
    const first = line.slice(0, at).trim()
    const second = line.slice(at + 3).trim()
    return japaneseCount(first) >= japaneseCount(second)
      ? { ja: first, en: second }
      : { ja: second, en: first }
  })
  return {
    ja: parts.map((part) => part.ja).join('\n'),
    en: parts.map((part) => part.en).join('\n'),
  }
}

export function inLanguage(text: BilingualText, language: string): string {
  return language.startsWith('en') ? text.en : text.ja
}
