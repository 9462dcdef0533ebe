/**
 * Help articles from docs/help/{ja,en}/*.md. The files' order is their name's (01-…, 02-…); the
 * first `# ` line is the title, the rest the body (Markdown). Pure: the bundling is in
 * help-files.ts.
 */
import type { Locale } from '../../i18n/locale'

export interface HelpArticle {
  /** From the file name without its number: `getting-started`. */
  slug: string
  title: string
  body: string
}

export function parseHelpArticle(fileName: string, raw: string): HelpArticle {
  const base = fileName.replace(/^.*\//, '').replace(/\.md$/, '')
  const slug = base.replace(/^\d+-/, '')
  const text = raw.replace(/\r\n/g, '\n').trim()
  const heading = /^#\s+(.+)$/m.exec(text)
  if (!heading) return { slug, title: slug, body: text }
  const rest = (text.slice(0, heading.index) + text.slice(heading.index + heading[0].length)).trim()
  // The page titles each article with an h2, so the file's own sections (##) become h3.
  const body = rest.replace(/^(#{2,5})(?=\s)/gm, '#$1')
  return { slug, title: heading[1]?.trim() ?? slug, body }
}

/** `files` maps paths like `…/docs/help/ja/01-getting-started.md` to their text. */
export function articlesByLocale(files: Record<string, string>): Record<Locale, HelpArticle[]> {
  const result: Record<Locale, HelpArticle[]> = { ja: [], en: [] }
  for (const path of Object.keys(files).sort()) {
    const locale = /\/(ja|en)\/[^/]+\.md$/.exec(path)?.[1] as Locale | undefined
    if (!locale) continue
    result[locale].push(parseHelpArticle(path, files[path] ?? ''))
  }
  return result
}

/** `{{product}}` in an article's title and body becomes the brand's name. */
export function withProductName(article: HelpArticle, product: string): HelpArticle {
  const substitute = (text: string) => text.replaceAll('{{product}}', product)
  return { ...article, title: substitute(article.title), body: substitute(article.body) }
}
