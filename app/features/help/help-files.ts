/**
 * The help Markdown, bundled at build time (no file reads at run time): Vite inlines every
 * docs/help/{ja,en}/*.md as a string.
 */
import { articlesByLocale } from './help-articles'

const files = import.meta.glob<string>('/docs/help/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const HELP_ARTICLES = articlesByLocale(files)
