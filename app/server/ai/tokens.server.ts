/**
 * A deterministic token estimator (ADR 009). Real tokenizers differ per model; what the product
 * needs is a stable, cheap number for (a) the reservation before a model call, (b) the charge
 * when a provider reports no usage because the stream was cut, and (c) the offline provider's
 * usage. Japanese-aware: a CJK character is roughly one token in current tokenizers, while
 * Latin text runs about four characters per token.
 *
 * Pure and dependency-free, so the browser can show the same estimate before sending.
 */

/** Han, kana, Hangul, CJK punctuation and full-width forms: about one token each. */
const CJK_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u
const CJK_CHARACTERS = new RegExp(CJK_CHARACTER.source, 'gu')

/** Characters of non-CJK text per token. */
const LATIN_CHARACTERS_PER_TOKEN = 4

export function estimateTokens(text: string): number {
  if (text.length === 0) return 0
  const cjk = text.match(CJK_CHARACTERS)?.length ?? 0
  // Count code points, not UTF-16 units, so an emoji is one character.
  const otherCharacters = [...text].length - cjk
  return cjk + Math.ceil(otherCharacters / LATIN_CHARACTERS_PER_TOKEN)
}

/** The framing a chat API adds per message (role markers, separators). */
const TOKENS_PER_MESSAGE = 4

export interface EstimatedPrompt {
  system?: string
  messages: readonly { content: string }[]
}

/** Input tokens of a chat prompt: the system prompt and every message, with framing. */
export function estimatePromptTokens({ system, messages }: EstimatedPrompt): number {
  let total = system ? estimateTokens(system) + TOKENS_PER_MESSAGE : 0
  for (const message of messages) total += estimateTokens(message.content) + TOKENS_PER_MESSAGE
  return total
}

/**
 * Splits text into streaming pieces the way a model emits tokens: one CJK character at a
 * time, or one word with the whitespace before it. Joining the pieces gives the text back.
 */
export function chunkText(text: string): string[] {
  return text.match(CHUNK) ?? []
}

const CJK_CLASS = CJK_CHARACTER.source.slice(1, -1)
const CHUNK = new RegExp(`\\s*(?:[${CJK_CLASS}]|[^\\s${CJK_CLASS}]+)|\\s+`, 'gu')
