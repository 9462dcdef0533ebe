import { createFileRoute } from '@tanstack/react-router'
import { serveThemeStylesheet } from '../server/theme-css/theme-stylesheet.server'

// One theme's stylesheet, by the digest of its content (ADR 023): a page links only its own.
export const Route = createFileRoute('/theme/$file')({
  server: { handlers: { GET: ({ params }) => serveThemeStylesheet(params.file) } },
})
