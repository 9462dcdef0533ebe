/**
 * Help search: substring matching that suits Japanese (no word boundaries to split on). Text and
 * query are NFKC-normalised (full-width ＡＢＣ and half-width ｶﾅ fold to their usual forms),
 * lower-cased, and katakana folds to hiragana so トークン finds とーくん-style writing too. Every
 * space-separated term of the query must occur in the title or the body's text (the prerendered
 * payload's `text`: what the reader sees, without Markdown marks or link targets).
 */
import type { HelpArticle } from './help-payload.shared'

export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60))
}

export function searchTerms(query: string): string[] {
  return normaliseForSearch(query)
    .split(/\s+/)
    .filter((term) => term.length > 0)
}

export function filterHelpArticles<T extends Pick<HelpArticle, 'title' | 'text'>>(
  articles: T[],
  query: string,
): T[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return articles
  return articles.filter((article) => {
    const haystack = normaliseForSearch(`${article.title}\n${article.text}`)
    return terms.every((term) => haystack.includes(term))
  })
}
