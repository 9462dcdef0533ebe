/** The console's help, docs/admin-help/{ja,en}/*.md, bundled at build time (edit and rebuild). */
import { articlesByLocale } from '../help/help-articles'

const files = import.meta.glob<string>('/docs/admin-help/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const ADMIN_HELP_ARTICLES = articlesByLocale(files)
