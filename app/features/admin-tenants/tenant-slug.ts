/**
 * A tenant's slug on the console's form: suggested from the name while the administrator has
 * not typed one, and checked before sending, with the same rule as the server (one DNS label,
 * app/server/tenancy/fields.ts) so `<slug>.example.com` is always a valid host.
 */
import type { BilingualText } from '../chat/bilingual'

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
export const SLUG_MAX_LENGTH = 63

/**
 * "ACME Corp." → "acme-corp"; full-width letters count (ＡＣＭＥ → acme). A name with no Latin
 * letters or digits suggests nothing: a romanisation would be a guess the administrator must fix.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

/** What is wrong with a slug, in both languages; undefined when it is good. */
export function slugProblem(slug: string): BilingualText | undefined {
  if (slug === '') return { ja: '入力してください。', en: 'Enter a slug.' }
  if (slug.length > SLUG_MAX_LENGTH)
    return {
      ja: `${SLUG_MAX_LENGTH}文字以内にしてください（英小文字・数字・ハイフンで63文字以内）。`,
      en: `Use at most ${SLUG_MAX_LENGTH} characters.`,
    }
  if (SLUG.test(slug)) return undefined
  if (/^[a-z0-9-]+$/.test(slug))
    return {
      ja: '先頭と末尾にハイフンは使えません（英小文字・数字・ハイフンで63文字以内）。',
      en: 'A slug cannot start or end with a hyphen.',
    }
  return {
    ja: '英小文字・数字・ハイフンで63文字以内にしてください（大文字・空白・記号・日本語は使えません）。',
    en: 'Use lower-case letters (a–z), digits and hyphens only: no capitals, spaces, symbols or Japanese.',
  }
}
