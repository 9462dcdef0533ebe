/**
 * Help articles as Markdown files: docs/help, docs/admin-help and docs/manual, each `{ja,en}/*.md`.
 * The files' order is their name's (01-…, 02-…); the first `# ` line is the title, the rest the
 * body. Pure: the build reads the files (scripts/help-payload-plugin.ts) and renders them
 * (help-prerender.tsx).
 */
import { isLocale, type Locale } from '../../i18n/locale'

export interface HelpSource {
  /** From the file name without its number: `getting-started`. */
  slug: string
  title: string
  /** Markdown. */
  body: string
}

export function parseHelpArticle(fileName: string, raw: string): HelpSource {
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
export function articlesByLocale(files: Record<string, string>): Record<Locale, HelpSource[]> {
  const result: Record<Locale, HelpSource[]> = { ja: [], en: [] }
  for (const path of Object.keys(files).sort()) {
    const locale = /\/(ja|en)\/[^/]+\.md$/.exec(path)?.[1]
    if (!isLocale(locale)) continue
    result[locale].push(parseHelpArticle(path, files[path] ?? ''))
  }
  return result
}
