/** The administrator manual, docs/manual/{ja,en}/*.md, bundled at build time (edit and rebuild). */
import { articlesByLocale } from '../help/help-articles'

const files = import.meta.glob<string>('/docs/manual/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const ADMIN_MANUAL_ARTICLES = articlesByLocale(files)
